import _ = require("../index");
export {}
declare module "../index" {
    interface LoDashStatic {
        /** Creates an array of elements split into groups. */
        chunk<T>(array: List<T> | null | undefined, size?: number): T[][];
    }
    interface Collection<T> {
        /**
         * @see _.chunk
         */
        chunk(size?: number): Collection<T[]>;
    }
}
