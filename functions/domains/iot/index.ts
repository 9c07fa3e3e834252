/**
 * The IoT domain (products, devices, device groups, data push): what other domains and the plumbing may use of it.
 * Import from this module only, never from a file inside the domain.
 */
export { forwardBatch, type ForwardMessage, type ForwardResult } from './forward-readings.js';
