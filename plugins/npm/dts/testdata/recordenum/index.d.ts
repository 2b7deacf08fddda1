import * as ESTree from "estree";

declare namespace ESTraverse {
    const Syntax: Syntax;

    const VisitorKeys: VisitorKeys;

    enum VisitorOption {
        Break,
        Skip,
        Remove,
    }

    type NodeType =
        | "AssignmentExpression"
        | "AssignmentPattern"
        | "ArrayExpression"
        | "ArrowFunctionExpression";

    interface Syntax extends Record<NodeType, NodeType> {}
}

// eslint-disable-next-line @definitelytyped/export-just-namespace
export = ESTraverse;
