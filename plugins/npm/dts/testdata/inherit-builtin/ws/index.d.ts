import { EventEmitter } from "events";

declare class WebSocket extends EventEmitter {
    send(data: BufferLike, cb?: (err?: Error) => void): void;
}

export = WebSocket;
