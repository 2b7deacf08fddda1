declare module "node:http" {
    import { EventEmitter } from "node:events";
    import * as stream from "node:stream";
    interface AgentOptions {
        keepAlive?: boolean | undefined;
    }
    class ClientRequest {
        path: string;
    }
    class Agent extends EventEmitter {
        maxFreeSockets: number;
        maxSockets: number;
        maxTotalSockets: number;
        constructor(opts?: AgentOptions);
        destroy(): void;
        createConnection(options: object, callback?: (err: Error | null, stream: stream.Duplex) => void): stream.Duplex | null | undefined;
    }
}
declare module "http" {
    export * from "node:http";
}
