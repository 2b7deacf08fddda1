import { Stream } from "stream";

declare class CombinedStream extends Stream {
    readonly dataSize: number;
    append(stream: Stream | string): this;
    write(data: any): void;

    // private properties
    _released: boolean;
    _streams: Array<Stream | string>;
    _getNext(): void;
    _pipeNext(): void;

    // events
    on(event: "close" | "end", cb: () => void): this;
    on(event: "error", cb: (err: Error) => void): this;

    static create(): CombinedStream;
}

export = CombinedStream;
