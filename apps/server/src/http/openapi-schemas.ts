import { ErrorBody } from '@backroom/core/api-error';
import { z } from 'zod';

/**
 * Schemas the API document names once under components and refers to from every operation:
 * the error body is the answer of nearly every 4xx, and would otherwise be written out hundreds of times.
 */
export const API_SCHEMAS = z.registry<{ id: string }>();
API_SCHEMAS.add(ErrorBody, { id: 'ErrorBody' });
