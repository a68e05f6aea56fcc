/** Base64 is 4 characters per 3 bytes: the length of `bytes` bytes once encoded (padding included). */
export const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

/** The request body limit of a JSON body that carries a file of up to `bytes` in base64, plus its other fields. */
export const base64BodyLimit = (bytes: number) => base64Length(bytes) + 16 * 1024;
