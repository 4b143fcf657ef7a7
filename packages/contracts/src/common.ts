import { Type } from 'typebox';

export const ErrorResponse = Type.Object({ error: Type.String() });
export const ObjectIdParam = Type.Object(
  { id: Type.String({ pattern: '^[a-f0-9]{24}$' }) },
  { additionalProperties: false },
);
