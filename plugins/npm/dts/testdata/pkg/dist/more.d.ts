export declare function more(): void;
export declare function moreOverloaded(a: string): void;
export declare function moreOverloaded(a: number): void;
export default function shouldNotLeak(): void;
export * from './index.mjs';
