import { deflateSync } from 'node:zlib';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { items } from '../../../functions/lib/data/records.js';
import {
  mainlandIdCheckChar,
  organisationCodeCheckChar,
  unifiedCreditIdCheckChar,
} from '../../../shared/constants/certification-rules.js';
import { ENTERPRISE_ADMIN_ROLE_CODE } from '../../../shared/constants/ids.js';
import { demoEnterprises, demoUsers } from './demo-accounts.js';
import { demoIds, demoPassword } from './demo-ids.js';
import { fileKeys } from '../../../functions/domains/files/data/keys.js';
import { certificationKeys, certificationIndexKeys } from '../../../functions/domains/certification/data/keys.js';
import { roleItems } from '../../../functions/domains/roles/data/records.js';
import { identityItems, type EnterpriseRecord } from '../../../functions/domains/identity/data/records.js';

/**
 * Demo data of certification and review: a new demo user `applicant` whose
 * enterprise "Demo Applicant Co." and personal certification wait for
 * review, certification details of the two verified demo enterprises (so the
 * verified queue is not empty), and certification records matching the
 * verify statuses of `ent-staff` (pending) and `buyer` (failed). Scans and
 * logos are small generated PNGs uploaded to the images bucket. Idempotent:
 * fixed ids; what users change (the applicant's records, the certifications)
 * is created only when missing, reference details are overwritten.
 */

interface SeedContext {
  env: Record<string, string>;
  log: (message: string) => void;
}

const applicantEnterpriseId = '11111111-1111-4111-8111-000000000010';
const applicantAdminRoleId = '22222222-2222-4222-8222-000000000010';
const seededAt = '2026-01-05T08:00:00.000Z';

/** A valid credit id from an 8-digit organisation code body. */
function creditId(body: string): string {
  const first17 = `91320508${body}${organisationCodeCheckChar(body)}`;
  return first17 + unifiedCreditIdCheckChar(first17);
}

/** A valid ID number from the first 17 digits. */
const idNumber = (first17: string) => first17 + mainlandIdCheckChar(first17);

/** A solid-colour 64×40 PNG (a stand-in scan), built without an image library. */
function solidPng(rgb: readonly [number, number, number]): Buffer {
  const [width, height] = [64, 40];
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(typed));
    return Buffer.concat([length, typed, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The demo images: name → colour. */
const demoImages = {
  'demo-cert-logo.png': [37, 99, 235],
  'demo-cert-licence.png': [22, 163, 74],
  'demo-cert-id-front.png': [234, 179, 8],
  'demo-cert-id-back.png': [220, 38, 38],
} as const;
const image = {
  logo: 'demo-cert-logo.png',
  licence: 'demo-cert-licence.png',
  front: 'demo-cert-id-front.png',
  back: 'demo-cert-id-back.png',
} as const;

/** Full certification details of an enterprise, with the demo images. */
function details(name: string, province: string, city: string, district: string, orgBody: string) {
  const unifiedCreditId = creditId(orgBody);
  return {
    logo: image.logo,
    province,
    city,
    district,
    address: `${district}示范路 8 号`,
    profession: 'MANUFACTURING',
    property: 'PRIVATE',
    scale: 'MEDIUM',
    metadata: `${name}：演示数据`,
    unifiedCreditId,
    businessExpiryDate: '2045-12-31',
    licenseImage: image.licence,
    bankName: '中国银行苏州分行',
    taxpayerNum: unifiedCreditId,
    bankAccountName: name,
    bankAccountNum: `6222021${orgBody}0001`,
    repreLicenseLocation: 'MAINLAND',
    repreName: '王五',
    repreLicenseType: 'ID_CARD',
    repreLicenseNum: idNumber('32050819800512003'),
    repreLicenseExpiryDate: '2038-05-12',
    repreLicenseFrontImage: image.front,
    repreLicenseBackImage: image.back,
  };
}

/** A personal certification item (`USERCERT#…`) with its review-queue keys. */
function certificationItem(userId: string, username: string, status: string, extra: Record<string, string> = {}) {
  return {
    ...certificationKeys.userCertification(userId),
    ...certificationIndexKeys.userVerification(status, seededAt, userId),
    entity: 'userCertification',
    userId,
    username,
    realName: `${username} 实名`,
    licenseHomeLocation: 'MAINLAND',
    licenseType: 'ID_CARD',
    licenseIdNumber: idNumber('32050819920304004'),
    licenseValidTerm: '2036-03-04',
    licenseFrontImage: image.front,
    licenseBackImage: image.back,
    bankAccountName: `${username} 实名`,
    openingBank: '招商银行苏州分行',
    bankAccount: '6214830123456789',
    status,
    submitTime: seededAt,
    version: 1,
    createdAt: seededAt,
    ...extra,
  };
}

async function subOf(cognito: CognitoIdentityProviderClient, userPoolId: string, username: string) {
  try {
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
    return user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return undefined;
    throw error;
  }
}

/** The Cognito `sub` of the applicant, creating the user with the demo password when missing. */
async function ensureApplicant(cognito: CognitoIdentityProviderClient, userPoolId: string): Promise<string> {
  const existing = await subOf(cognito, userPoolId, 'applicant');
  if (existing) return existing;
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: 'applicant',
      MessageAction: 'SUPPRESS',
      TemporaryPassword: demoPassword,
      UserAttributes: [
        { Name: 'email', Value: 'applicant@demo.sia.example.com' },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: 'applicant',
      Password: demoPassword,
      Permanent: true,
    }),
  );
  const sub = await subOf(cognito, userPoolId, 'applicant');
  if (!sub) throw new Error('Cognito returned no sub for applicant');
  return sub;
}

/** Seeds the certification demo data (see the module comment). */
export async function seedDemoCertification(context: SeedContext): Promise<void> {
  const { env, log } = context;
  const common = {
    region: env.AWS_REGION ?? 'us-east-1',
    ...(env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY } }
      : {}),
  };
  const dynamo = new DynamoDBClient({
    ...common,
    ...(env.DYNAMODB_ENDPOINT ? { endpoint: env.DYNAMODB_ENDPOINT } : {}),
  });
  const documents = DynamoDBDocumentClient.from(dynamo, { marshallOptions: { removeUndefinedValues: true } });
  const cognito = new CognitoIdentityProviderClient({
    ...common,
    ...(env.COGNITO_ENDPOINT ? { endpoint: env.COGNITO_ENDPOINT } : {}),
  });
  const s3 = new S3Client({
    ...common,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT, forcePathStyle: true } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  const put = (item: object) =>
    documents.send(new PutCommand({ TableName: env.TABLE_NAME, Item: item as Record<string, unknown> }));
  const createIfMissing = (item: object) =>
    documents
      .send(
        new PutCommand({
          TableName: env.TABLE_NAME,
          Item: item as Record<string, unknown>,
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      )
      .catch((error: Error) => {
        if (error.name !== 'ConditionalCheckFailedException') throw error;
      });
  try {
    const applicantId = await ensureApplicant(cognito, env.USER_POOL_ID);

    for (const [name, rgb] of Object.entries(demoImages)) {
      const bytes = solidPng(rgb);
      await s3.send(
        new PutObjectCommand({ Bucket: env.IMAGES_BUCKET, Key: name, Body: bytes, ContentType: 'image/png' }),
      );
      await put({
        ...fileKeys.image(name),
        entity: 'image',
        name,
        ownerId: applicantId,
        enterpriseId: applicantEnterpriseId,
        contentType: 'image/png',
        size: bytes.length,
        createdAt: Date.parse(seededAt),
      });
    }

    for (const [enterprise, orgBody] of [
      [demoEnterprises.find((e) => e.id === demoIds.enterprises.manufacturing)!, '60001001'],
      [demoEnterprises.find((e) => e.id === demoIds.enterprises.logistics)!, '60001002'],
    ] as const) {
      const record: EnterpriseRecord = {
        ...enterprise,
        ...details(enterprise.name, enterprise.province, enterprise.city, enterprise.district, orgBody),
        status: '3',
        submitTime: seededAt,
        lastAuthTime: seededAt,
        version: 1,
        createdAt: seededAt,
      };
      await put(identityItems.enterprise(record));
    }

    const applicantEnterprise: EnterpriseRecord = {
      id: applicantEnterpriseId,
      name: 'Demo Applicant Co.',
      alias: '演示申请企业',
      ...details('Demo Applicant Co.', '江苏省', '苏州市', '姑苏区', '60001010'),
      status: '1',
      submitTime: seededAt,
      submitterId: applicantId,
      version: 1,
      createdAt: seededAt,
    };
    for (const item of [
      identityItems.user({
        userId: applicantId,
        username: 'applicant',
        email: 'applicant@demo.sia.example.com',
        phone: '13800000007',
        verifyStatusCode: '1',
        createdAt: seededAt,
      }),
      identityItems.session({ userId: applicantId, currentEnterpriseId: applicantEnterpriseId, updatedAt: seededAt }),
      identityItems.enterprise(applicantEnterprise),
      certificationItem(applicantId, 'applicant', '1'),
    ])
      await createIfMissing(item);
    for (const item of [
      items.unique('username', 'applicant', applicantId),
      items.unique('email', 'applicant@demo.sia.example.com', applicantId),
      items.unique('phone', '13800000007', applicantId),
      items.unique('enterpriseName', applicantEnterprise.name, applicantEnterpriseId),
      roleItems.role({
        id: applicantAdminRoleId,
        enterpriseId: applicantEnterpriseId,
        name: '企业管理员',
        nameEn: 'Enterprise administrator',
        code: ENTERPRISE_ADMIN_ROLE_CODE,
        description: '管理企业信息、员工、角色与权限',
      }),
      items.unique('roleName', `${applicantEnterpriseId}#企业管理员`, applicantAdminRoleId),
      identityItems.membership({ userId: applicantId, enterpriseId: applicantEnterpriseId, joinedAt: seededAt }),
      roleItems.roleAssignment({
        userId: applicantId,
        enterpriseId: applicantEnterpriseId,
        roleId: applicantAdminRoleId,
        roleCode: ENTERPRISE_ADMIN_ROLE_CODE,
      }),
    ])
      await put(item);

    const [staffId, buyerId] = await Promise.all([
      subOf(cognito, env.USER_POOL_ID, 'ent-staff'),
      subOf(cognito, env.USER_POOL_ID, 'buyer'),
    ]);
    // Demo users listed as certified (verifyStatusCode '3') hold the approved record behind it, so their
    // edit-user-certify screen shows what was certified instead of an empty form.
    for (const user of demoUsers.filter((demo) => demo.verifyStatusCode === '3')) {
      const userId = await subOf(cognito, env.USER_POOL_ID, user.username);
      if (userId) await createIfMissing(certificationItem(userId, user.username, '3', { lastAuthTime: seededAt }));
    }
    if (staffId) await createIfMissing(certificationItem(staffId, 'ent-staff', '1'));
    if (buyerId)
      await createIfMissing(
        certificationItem(buyerId, 'buyer', '4', {
          lastAuthTime: seededAt,
          rejectReason: '证件照片不清晰，请重新上传',
        }),
      );

    log(
      'Seeded certification demo data: applicant (Demo Applicant Co. and a personal certification pending review), ' +
        'details of the verified demo enterprises, certifications of the certified demo users, ent-staff (pending) ' +
        'and buyer (failed)',
    );
  } finally {
    dynamo.destroy();
    cognito.destroy();
    s3.destroy();
  }
}
