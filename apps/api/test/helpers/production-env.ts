/**
 * An environment production starts with: every part real and no default secret (loadEnv refuses
 * defaults and stand-ins under NODE_ENV=production). Tests add or remove one setting to see what
 * production refuses; the values are made up and reach no service.
 */
export const PRODUCTION_READY: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  APP_URL: 'https://app.propertypromoter.example',
  DATABASE_URL: 'postgres://pp@db.internal:5432/pp',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  JWT_SECRET: 'a-production-secret-of-more-than-32-chars',
  TOKEN_ENCRYPTION_KEY: 'a'.repeat(64),
  READER_RULES_PRIVATE_KEY: 'MC4CAQAwBQYDK2VwBCIEIPDFCI3P8dLgMYQ7MVwSOW/6jfiNDZjnQ/MVbHpb0hzQ',
};
