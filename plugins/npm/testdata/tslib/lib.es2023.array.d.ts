/// TypeScript 7.0.2's lib.es2023.array.d.ts (Apache-2.0), trimmed to Uint8Array.
interface Uint8Array<TArrayBuffer extends ArrayBufferLike> {
    findLast(predicate: (value: number, index: number, array: this) => unknown, thisArg?: any): number | undefined;
    toSorted(compareFn?: (a: number, b: number) => number): Uint8Array<ArrayBuffer>;
}
