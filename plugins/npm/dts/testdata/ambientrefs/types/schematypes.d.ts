import { BSON } from 'mongodb';
declare module 'mongoose' {

  namespace Schema {
    namespace Types {
      class Array extends SchemaType implements AcceptsDiscriminator {
        /** This schema type's name, to defend against minifiers that mangle function names. */
        static schemaName: 'Array';
        readonly schemaName: 'Array';

        static options: { castNonArrays: boolean };

        discriminator<T, U>(name: string | number, schema: Schema<T, U>, value?: string): U;
        discriminator<D>(name: string | number, schema: Schema, value?: string): Model<D>;

      }
    }
  }
}
