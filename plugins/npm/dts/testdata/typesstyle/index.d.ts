// Type definitions for is-number 7.0
declare module 'legacy-pkg' {
    function isNumber(num: any): boolean
    namespace isNumber {
        const version: string
    }
    export = isNumber
}
