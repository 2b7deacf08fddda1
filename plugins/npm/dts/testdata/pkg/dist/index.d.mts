/// <reference types="node" />
import { EventEmitter } from 'events';
import type { Options as InternalOptions } from './options.js';
import Helper from './helper';
import * as utils from './util/index.js';

/**
 * Create a client. Second sentence is not in the outline.
 *
 * @param url - where to connect
 * @returns a connected client
 */
export declare function createClient(url: string): Client;
/** Create a client with options. */
export declare function createClient(url: string, options: Options): Client;

/**
 * A connection.
 * @deprecated Use {@link Pool} instead.
 */
export declare class Client<T extends { id: string } = { id: string }> extends EventEmitter implements Disposable {
    #private;
    private secret;
    /** The URL. */
    readonly url: string;
    static defaults: Partial<Options>;
    constructor(url: string, options?: Options);
    /** Send a request. */
    request<R = unknown>(path: string, init?: {
        method?: 'GET' | 'POST';
        headers?: Record<string, string>;
    }): Promise<R>;
    get connected(): boolean;
    set timeout(value: number);
    protected onError(err: Error): void;
    [Symbol.dispose](): void;
    get(key: string): T | undefined;
}

export interface Options {
    /** Timeout in ms. */
    timeout?: number
    retries: number
    onRetry?(attempt: number): void
    headers: Map<string, string[]>,
    [key: string]: unknown
    (input: string): boolean
    new (x: number): Options
}

export type Method =
    | 'GET'
    | 'POST'

export type Handler<T> = (req: T) => Promise<void>;

/** Log levels. */
export declare enum Level {
    Debug = 0,
    /** @deprecated use Debug */
    Trace = 1,
    Info = "info"
}

export declare const VERSION: string, DEFAULT_PORT: 8080;
declare const hidden: number;
declare function internal(): void;

export declare namespace Pool {
    function create(size: number): Pool;
    const max: number;
    namespace Nested {
        function deep(): void;
    }
}
export declare class Pool {
    size: number;
}

export { Helper, utils };
export { InternalOptions as PublicOptions };
export * from './more.js';
export * as extra from './extra';
export { default as Thing, other } from './thing';
export * from 'other-package';
export { hidden as notHidden };
export default createClient;
