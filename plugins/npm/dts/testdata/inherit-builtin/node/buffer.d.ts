declare module "node:buffer" {
    export function isUtf8(input: ArrayBuffer | NodeJS.TypedArray): boolean;
    export { type AllowSharedBuffer, Buffer, type NonSharedBuffer };
    global {
        interface BufferConstructor {
            isBuffer(obj: any): obj is Buffer;
        }
        interface Buffer {
            /**
             * Writes `string` to `buf` at `offset` according to the character encoding in`encoding`.
             */
            write(string: string, encoding?: BufferEncoding): number;
            toString(encoding?: BufferEncoding, start?: number, end?: number): string;
        }
        var Buffer: BufferConstructor;
    }
}
declare module "buffer" {
    export * from "node:buffer";
}
