/*
 * The four equipment-certificate screens as one lazy chunk of their own (the gateway screens' chunk does not grow).
 */
export { default as EquipmentCertifyListPage } from './equipment-certify-list/equipment-certify-list-page.js';
export { default as EquipmentCertifyRegisterPage } from './equipment-certify-register/equipment-certify-register-page.js';
export { default as EquipmentCertifyDestroyPage } from './equipment-certify-destroy/equipment-certify-destroy-page.js';
export { default as EquipmentCertifyVerifyPage } from './equipment-certify-verify/equipment-certify-verify-page.js';
