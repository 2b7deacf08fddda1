type TypeMap = {
    [key: string]: string[];
};
export default class Mime {
    #private;
    constructor(...args: TypeMap[]);
    define(typeMap: TypeMap, force?: boolean): this;
    getType(path: string): string | null;
    static fromTypes(...args: TypeMap[]): Mime;
}
export {};
