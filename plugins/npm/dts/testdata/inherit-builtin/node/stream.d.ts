declare module "node:stream" {
    import { Abortable, EventEmitter } from "node:events";
    class Stream extends EventEmitter {
        /**
         * @since v0.9.4
         */
        pipe<T extends NodeJS.WritableStream>(
            destination: T,
            options?: Stream.PipeOptions,
        ): T;
    }
    namespace Stream {
        export { Stream };
    }
    namespace Stream {
        interface PipeOptions {
            end?: boolean | undefined;
        }
        /**
         * @since v0.9.4
         */
        class Readable extends Stream implements NodeJS.ReadableStream {
            readable: boolean;
        }
    }
    export = Stream;
}
declare module "stream" {
    import stream = require("node:stream");
    export = stream;
}
