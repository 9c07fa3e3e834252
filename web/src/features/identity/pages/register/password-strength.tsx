import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import {
  colorBackgroundProgressBarDefault,
  colorChartsStatusMedium,
  colorTextStatusError,
  colorTextStatusSuccess,
} from '@cloudscape-design/design-tokens';
import type { MessageKey } from '@/i18n/messages.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { PASSWORD_REQUIREMENTS, type PasswordStrength as Strength } from '@shared/constants/registration-rules.js';
import { strengthBarWidth, strengthColour, type StrengthColour } from './register-form-rules.js';

const COLOURS: Record<StrengthColour, string> = {
  red: colorTextStatusError,
  amber: colorChartsStatusMedium,
  green: colorTextStatusSuccess,
};

const LABELS: Record<StrengthColour, MessageKey> = {
  red: 'register.strength.weak',
  amber: 'register.strength.medium',
  green: 'register.strength.strong',
};

/**
 * The strength bubble under the password: a coloured bar (red, amber, green;
 * its width follows the score) and the four requirement lines, each marked
 * met or not.
 */
export function PasswordStrength({ strength }: { strength: Strength }) {
  const { t } = useI18n();
  const colour = strengthColour(strength.score);
  const width = strengthBarWidth(strength.score);
  return (
    <div data-testid="password-strength" data-score={strength.score} data-colour={colour}>
      <SpaceBetween size="xxs">
        <Box fontSize="body-s" color="text-body-secondary">
          {t('register.strength.title')}: <span style={{ color: COLOURS[colour] }}>{t(LABELS[colour])}</span>
        </Box>
        <div
          role="meter"
          aria-label={t('register.strength.title')}
          aria-valuemin={0}
          aria-valuemax={4}
          aria-valuenow={strength.score}
          style={{ height: 6, borderRadius: 3, background: colorBackgroundProgressBarDefault }}
        >
          <div style={{ width: `${width}%`, height: '100%', borderRadius: 3, background: COLOURS[colour] }} />
        </div>
        {PASSWORD_REQUIREMENTS.map((requirement) => (
          <div key={requirement} data-testid={`password-requirement-${requirement}`}>
            <StatusIndicator
              type={strength.met[requirement] ? 'success' : 'error'}
              iconAriaLabel={t(strength.met[requirement] ? 'register.strength.met' : 'register.strength.unmet')}
            >
              {t(`register.strength.${requirement}`)}
            </StatusIndicator>
          </div>
        ))}
      </SpaceBetween>
    </div>
  );
}
