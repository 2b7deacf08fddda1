export declare function greet(name: string): string;
