declare module "node:events" {
    class EventEmitter<T extends EventMap<T> = any> {
        constructor(options?: EventEmitterOptions);
    }
    interface EventEmitter<T extends EventMap<T> = any> extends NodeJS.EventEmitter<T> {}
    global {
        namespace NodeJS {
            interface EventEmitter<T extends EventMap<T> = any> {
                /**
                 * Adds the `listener` function to the end of the listeners array for the event
                 * named `eventName`.
                 */
                on<E extends string | symbol>(eventName: EventNames<T, E>, listener: Listener<T, E>): this;
            }
        }
    }
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
