declare const thing: { a: string };
export default thing;
export declare const other: number;
