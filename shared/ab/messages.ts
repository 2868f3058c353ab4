/**
 * Test definition messages (spec 000 §8). The spec quotes two of them; the others follow their
 * style, one per rule of 000 §5 and per field of the definition (000 §3).
 */
import { AB_LABEL_MAX_LENGTH, ALLOCATION_TABLE_SIZE, EXCLUDE_BUCKET, MAX_AB_TESTS } from './constants';

export const AB_MESSAGES = {
  notAnObject: 'Test definition must be an object',
  /** Quoted by the spec. */
  idStart: 'Test ID must start with an alpha character a-z or A-Z',
  idChars: 'Test ID can only contain alphanumeric characters a-z, A-Z, 0-9 or underscore',
  idDuplicate: 'Test ID cannot be defined more than once',
  versionStart: 'Test version must start with an alphanumeric character a-z, A-Z or 0-9',
  versionChars: 'Test version can only contain alphanumeric characters a-z, A-Z, 0-9 or underscore',
  bucketStart: 'Test bucket must start with an alpha character a-z or A-Z',
  bucketChars: 'Test bucket can only contain alphanumeric characters a-z, A-Z, 0-9 or underscore',
  bucketReserved: `Test bucket cannot be named ${EXCLUDE_BUCKET}`,
  bucketDuplicate: 'Test bucket names must be unique within a test',
  allocationsArray: 'Allocations for test must be an array of items with percentage and bucket',
  allocationsCount: `Allocations for test cannot have more than ${ALLOCATION_TABLE_SIZE} items`,
  allocationPercentage: `Allocation percentage for test must be a whole number from 0 to ${ALLOCATION_TABLE_SIZE}`,
  /** Quoted by the spec. */
  allocationsTotal: `Total of all allocations for test cannot exceed ${ALLOCATION_TABLE_SIZE}`,
  labelLength: `Test label id:version:bucket cannot exceed ${AB_LABEL_MAX_LENGTH} characters`,
  criteriaType: 'Test criteria cannot be a boolean or an array',
  criteriaName: 'Test criteria must be a criteria name',
  criteriaUnknown: 'Test criteria must name a known criteria',
  startDate: 'Test start date must be a valid date',
  endDate: 'Test end date must be a valid date',
  dateOrder: 'Test end date must be after the test start date',
  tooMany: `Test definitions cannot exceed ${MAX_AB_TESTS}`,
} as const;
