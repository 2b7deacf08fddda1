/**
 * Hashes a string using the SHA-256 algorithm and encodes it in Base64URL format.
 *
 * @param {string} message - The message to hash.
 *
 * @returns {string} The hash of the message.
 */
declare function digest(message: string): string;
export { digest };