/** Adds. */
export declare function add(a: number, b: number): number;
