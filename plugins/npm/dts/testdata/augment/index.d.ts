/// <reference path="./common/array.d.ts" />
/// <reference path="./common/string.d.ts" />

export = _;
export as namespace _;

declare const _: _.LoDashStatic;
declare namespace _ {
    interface LoDashStatic {}
    interface LoDashImplicitWrapper<TValue> {
        value(): TValue;
    }
    interface Collection<T> {
        pop(): T | undefined;
    }
    interface Primitive<T> {
    }
    interface Primitive<T> extends LoDashImplicitWrapper<T> {
    }
    type List<T> = ArrayLike<T>;
}
