export declare function listen(port: number): void;
