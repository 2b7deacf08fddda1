declare module "node:events" {
    class EventEmitter<T extends EventMap<T> = any> {
        constructor(options?: EventEmitterOptions);
    }
    interface EventEmitter<T extends EventMap<T> = any> extends NodeJS.EventEmitter<T> {}
    namespace EventEmitter {
        export { EventEmitter, EventEmitterEventMap, EventEmitterOptions };
    }
    namespace EventEmitter {
        let defaultMaxListeners: number;
    }
    export = EventEmitter;
}
declare module "events" {
    import events = require("node:events");
    export = events;
}
