declare namespace Node {
  export interface Position {
    /**
     * Source column in file. It starts from 1.
     */
    column: number

    /**
     * Source line in file. It starts from 1.
     */
    line: number

    /**
     * Source offset in file. It starts from 0.
     */
    offset: number
  }

  export { Node as default }
}

declare abstract class Node_ {

  /**
   * It removes the node from its parent and deletes its parent property.
   *
   * ```js
   * if (decl.prop.match(/^-webkit-/)) {
   *   decl.remove()
   * }
   * ```
   *
   * @return `this` for method chaining.
   */
  remove(): this
}

declare class Node extends Node_ {}

export = Node
