/// TypeScript 7.0.2's lib.es5.d.ts (Apache-2.0), trimmed to Uint8Array.
interface ArrayLike<T> {
    readonly length: number;
    readonly [n: number]: T;
}
interface Uint8Array<TArrayBuffer extends ArrayBufferLike = ArrayBufferLike> {
    readonly BYTES_PER_ELEMENT: number;
    readonly buffer: TArrayBuffer;
    readonly byteLength: number;
    readonly byteOffset: number;
    indexOf(searchElement: number, fromIndex?: number): number;
    readonly length: number;
    set(array: ArrayLike<number>, offset?: number): void;
    subarray(begin?: number, end?: number): Uint8Array<TArrayBuffer>;
    [index: number]: number;
}
interface Uint8ArrayConstructor {
    readonly prototype: Uint8Array<ArrayBufferLike>;
    new (length: number): Uint8Array<ArrayBuffer>;
    readonly BYTES_PER_ELEMENT: number;
    of(...items: number[]): Uint8Array<ArrayBuffer>;
    from(arrayLike: ArrayLike<number>): Uint8Array<ArrayBuffer>;
}
declare var Uint8Array: Uint8ArrayConstructor;
