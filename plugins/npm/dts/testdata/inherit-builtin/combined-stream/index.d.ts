/// <reference types="node" />

import { Stream } from "stream";

interface Options {
    maxDataSize?: number | undefined;
    pauseStreams?: boolean | undefined;
}

declare class CombinedStream extends Stream implements Options {
    readonly dataSize: number;
    append(stream: Appendable): this;
    static create(options?: Options): CombinedStream;
}

export = CombinedStream;
