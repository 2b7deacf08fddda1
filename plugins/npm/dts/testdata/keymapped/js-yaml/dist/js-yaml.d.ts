/**
 * Options for {@link defineSequenceTag}.
 *
 * @category Tags
 */
interface SequenceTagOptions<Carrier, Result = Carrier> {
    /**
     * Whether explicit tag names are matched by prefix instead of exact equality.
     * Default: `false`.
     */
    matchByTagPrefix?: boolean;
    /** Create the carrier used while constructing a sequence. */
    create: (tagName: string) => Carrier;
    /** Add an item to the carrier. Return a non-empty error message to reject it. */
    addItem: (carrier: Carrier, item: unknown, index: number) => void | string;
    /** Convert the completed carrier to the result. Defaults to the identity function. */
    finalize?: (carrier: Carrier) => Result;
}
/**
 * Normalized sequence tag returned by {@link defineSequenceTag}.
 *
 * @category Tags
 */
interface SequenceTagDefinition<Carrier = unknown, Result = Carrier> extends Required<SequenceTagOptions<Carrier, Result>> {
    /** Tag name used for schema lookup. */
    tagName: string;
    /** YAML node kind handled by this tag. */
    nodeKind: 'sequence';
    /** Sequence tags do not participate in implicit scalar resolution. */
    implicit: false;
}
interface PresenterOptions {
    /** Schema used when selecting a safe scalar style. */
    schema: Schema;
    /**
     * Indentation width in spaces.
     *
     * @defaultValue `2`
     */
    indent?: number;
    /**
     * Does not add an indentation level to array elements when enabled.
     *
     * @defaultValue `false`
     */
    seqNoIndent?: boolean;
}

declare function present(documents: Document[], options: PresenterOptions): string;

/** @category Main */
interface DumpOptions extends Omit<PresenterOptions, 'schema'> {
    /**
     * Schema to use.
     *
     * @defaultValue {@link DUMP_SCHEMA}
     */
    schema?: Schema;
    /**
     * Skips invalid types instead of throwing. Invalid mapping pairs and sequence
     * items are skipped; `undefined` sequence items are serialized as `null`.
     *
     * @defaultValue `false`
     */
    skipInvalid?: boolean;
}

export type { DumpOptions, PresenterOptions, SequenceTagDefinition, SequenceTagOptions };
