export interface Options { verbose: boolean; }
