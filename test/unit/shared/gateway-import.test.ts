import { describe, expect, it } from 'vitest';
import { gatewayImportMessage, parseGatewayImport } from '../../../shared/constants/gateway-import.js';

describe('the gateway CSV parser', () => {
  it('reads quoted values, an optional header, blank lines and the optional columns', () => {
    const { rows, errors } = parseGatewayImport(
      '\uFEFFhardwareId,typeCode,ip,port,addressable,description\r\n\r\nHW-1,GW,"10.0.0.1",502,是,"Hall ""A"", line 2"\nHW-2,GW,fe80::1',
    );
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        line: 3,
        equipmentId: 'HW-1',
        typeCode: 'GW',
        equipmentIp: '10.0.0.1',
        equipmentPort: 502,
        equipmentAddressable: true,
        description: 'Hall "A", line 2',
      },
      { line: 4, equipmentId: 'HW-2', typeCode: 'GW', equipmentIp: 'fe80::1', equipmentAddressable: false },
    ]);
  });

  it('names every problem with its line and column', () => {
    const { rows, errors } = parseGatewayImport('HW-1,GW,256.1.1.1\n"HW-2,GW\nHW-1,,1.2.3.4,0\n,GW,,,x');
    expect(rows).toEqual([]);
    expect(errors.map(gatewayImportMessage)).toEqual([
      'Line 1 (ip): not an IP address',
      'Line 2: an unclosed quote',
      'Line 3 (hardwareId): hardware ID HW-1 is listed twice',
      'Line 3 (typeCode): required',
      'Line 3 (port): a whole number from 1 to 65535',
      'Line 4 (hardwareId): required',
      'Line 4 (addressable): true or false',
    ]);
  });
});
