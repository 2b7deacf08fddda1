import _ = require("../index");
export {}
declare module "../index" {
    interface LoDashStatic {
        camelCase(string?: string): string;
    }
    interface Extra {
        x: number;
    }
    interface Collection<T> extends LoDashImplicitWrapper<T[]> {
    }
}
declare module "other-module" {
    interface Nope { y: 1 }
}
