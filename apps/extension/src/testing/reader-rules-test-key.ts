/**
 * The private half of the committed development reader-rules key (common/build-flags.ts): tests sign
 * rule sets with it, as a test product's API does when READER_RULES_PRIVATE_KEY is set to it. It signs
 * nothing a store build trusts: that build is made with the production public key.
 */
export const TEST_READER_RULES_PRIVATE_KEY =
  'MC4CAQAwBQYDK2VwBCIEIP+MnIwIVl14QKjZUVadS75IqAT+50buBvlh2XTtpspi';
