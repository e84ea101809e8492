/** The success envelope of decisions.md; every route answers through it. */
export const ok = <T>(message: string, data: T) => ({ status: 'success' as const, message, data });

/** OpenAPI security requirement of routes behind `app.authenticate`. */
export const bearerSecurity = [{ bearer: [] }];
