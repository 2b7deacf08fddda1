declare function leftPad(str: string | number, len: number, ch?: string | number): string;
declare namespace leftPad { }
export = leftPad;
