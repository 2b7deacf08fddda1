/** Core thing. */
export declare function core(): void;
