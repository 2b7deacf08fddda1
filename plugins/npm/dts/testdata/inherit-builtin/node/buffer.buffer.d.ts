declare module "node:buffer" {
    global {
        interface Buffer<TArrayBuffer extends ArrayBufferLike = ArrayBufferLike> extends Uint8Array<TArrayBuffer> {
            /**
             * Returns a new `Buffer` that references the same memory as the original, but
             * offset and cropped by the `start` and `end` indices.
             */
            subarray(start?: number, end?: number): Buffer<TArrayBuffer>;
        }
    }
}
