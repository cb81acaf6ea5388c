/** The body of every /api answer (spec section 7): code 200 on success, the HTTP status otherwise. */
export type Envelope<T> = { code: number; data: T; message: string };
