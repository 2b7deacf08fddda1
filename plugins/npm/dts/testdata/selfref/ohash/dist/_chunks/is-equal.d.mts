/**
 * Compare two objects using reference equality and stable deep hashing.
 * @param {any} object1 First object
 * @param {any} object2 Second object
 * @return {boolean} true if equal and false if not
 */
declare function isEqual(object1: any, object2: any): boolean;
export { isEqual };