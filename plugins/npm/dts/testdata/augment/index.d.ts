/// <reference path="./common/array.d.ts" />
/// <reference path="./common/string.d.ts" />

export = _;
export as namespace _;

declare const _: _.LoDashStatic;
declare namespace _ {
    interface LoDashStatic {}
    type List<T> = ArrayLike<T>;
}
