import type { paths } from '../../openapi/generated/main.ts';

/** The body of `createNewLead` (POST /leads). */
export type CreateLeadBody = NonNullable<
  paths['/leads']['post']['requestBody']
>['content']['application/json'];
export type GeoPoint = CreateLeadBody['location'];
export type CreateLeadResult = { message: string };
