import type { Locale } from '@paydeck/contract/locales';
import type { LocaleLoaders, UiLocale } from './locales-catalog.ts';

/**
 * antd and dayjs locales of the picker's locales beyond the two catalogs (those load from
 * locales-catalog). Each import is a chunk of its own; this table is one too, loaded with the
 * picker's list or at start for a stored locale. `satisfies` keeps it in step with uiLocales.
 */
export const localeLoaders = {
  'en-GB': { antd: () => import('antd/es/locale/en_GB'), dayjs: () => import('dayjs/locale/en-gb') },
  'zh-TW': { antd: () => import('antd/es/locale/zh_TW'), dayjs: () => import('dayjs/locale/zh-tw') },
  'zh-HK': { antd: () => import('antd/es/locale/zh_HK'), dayjs: () => import('dayjs/locale/zh-hk') },
  'ja-JP': { antd: () => import('antd/es/locale/ja_JP'), dayjs: () => import('dayjs/locale/ja') },
  'ko-KR': { antd: () => import('antd/es/locale/ko_KR'), dayjs: () => import('dayjs/locale/ko') },
  'fr-FR': { antd: () => import('antd/es/locale/fr_FR'), dayjs: () => import('dayjs/locale/fr') },
  'de-DE': { antd: () => import('antd/es/locale/de_DE'), dayjs: () => import('dayjs/locale/de') },
  'es-ES': { antd: () => import('antd/es/locale/es_ES'), dayjs: () => import('dayjs/locale/es') },
  // antd has no es_MX; Spain's strings are the closest it has.
  'es-MX': { antd: () => import('antd/es/locale/es_ES'), dayjs: () => import('dayjs/locale/es') },
  'pt-BR': { antd: () => import('antd/es/locale/pt_BR'), dayjs: () => import('dayjs/locale/pt-br') },
  'pt-PT': { antd: () => import('antd/es/locale/pt_PT'), dayjs: () => import('dayjs/locale/pt') },
  'it-IT': { antd: () => import('antd/es/locale/it_IT'), dayjs: () => import('dayjs/locale/it') },
  'nl-NL': { antd: () => import('antd/es/locale/nl_NL'), dayjs: () => import('dayjs/locale/nl') },
  'ru-RU': { antd: () => import('antd/es/locale/ru_RU'), dayjs: () => import('dayjs/locale/ru') },
  'uk-UA': { antd: () => import('antd/es/locale/uk_UA'), dayjs: () => import('dayjs/locale/uk') },
  'pl-PL': { antd: () => import('antd/es/locale/pl_PL'), dayjs: () => import('dayjs/locale/pl') },
  'cs-CZ': { antd: () => import('antd/es/locale/cs_CZ'), dayjs: () => import('dayjs/locale/cs') },
  'sv-SE': { antd: () => import('antd/es/locale/sv_SE'), dayjs: () => import('dayjs/locale/sv') },
  'da-DK': { antd: () => import('antd/es/locale/da_DK'), dayjs: () => import('dayjs/locale/da') },
  'nb-NO': { antd: () => import('antd/es/locale/nb_NO'), dayjs: () => import('dayjs/locale/nb') },
  'fi-FI': { antd: () => import('antd/es/locale/fi_FI'), dayjs: () => import('dayjs/locale/fi') },
  'tr-TR': { antd: () => import('antd/es/locale/tr_TR'), dayjs: () => import('dayjs/locale/tr') },
  'el-GR': { antd: () => import('antd/es/locale/el_GR'), dayjs: () => import('dayjs/locale/el') },
  'hu-HU': { antd: () => import('antd/es/locale/hu_HU'), dayjs: () => import('dayjs/locale/hu') },
  'ro-RO': { antd: () => import('antd/es/locale/ro_RO'), dayjs: () => import('dayjs/locale/ro') },
  'bg-BG': { antd: () => import('antd/es/locale/bg_BG'), dayjs: () => import('dayjs/locale/bg') },
  'hr-HR': { antd: () => import('antd/es/locale/hr_HR'), dayjs: () => import('dayjs/locale/hr') },
  'sk-SK': { antd: () => import('antd/es/locale/sk_SK'), dayjs: () => import('dayjs/locale/sk') },
  'sl-SI': { antd: () => import('antd/es/locale/sl_SI'), dayjs: () => import('dayjs/locale/sl') },
  'sr-RS': { antd: () => import('antd/es/locale/sr_RS'), dayjs: () => import('dayjs/locale/sr') },
  'lt-LT': { antd: () => import('antd/es/locale/lt_LT'), dayjs: () => import('dayjs/locale/lt') },
  'lv-LV': { antd: () => import('antd/es/locale/lv_LV'), dayjs: () => import('dayjs/locale/lv') },
  'et-EE': { antd: () => import('antd/es/locale/et_EE'), dayjs: () => import('dayjs/locale/et') },
  'id-ID': { antd: () => import('antd/es/locale/id_ID'), dayjs: () => import('dayjs/locale/id') },
  'ms-MY': { antd: () => import('antd/es/locale/ms_MY'), dayjs: () => import('dayjs/locale/ms') },
  'th-TH': { antd: () => import('antd/es/locale/th_TH'), dayjs: () => import('dayjs/locale/th') },
  'vi-VN': { antd: () => import('antd/es/locale/vi_VN'), dayjs: () => import('dayjs/locale/vi') },
  'hi-IN': { antd: () => import('antd/es/locale/hi_IN'), dayjs: () => import('dayjs/locale/hi') },
  'bn-BD': { antd: () => import('antd/es/locale/bn_BD'), dayjs: () => import('dayjs/locale/bn-bd') },
  'ta-IN': { antd: () => import('antd/es/locale/ta_IN'), dayjs: () => import('dayjs/locale/ta') },
  'ar-EG': { antd: () => import('antd/es/locale/ar_EG'), dayjs: () => import('dayjs/locale/ar') },
  'he-IL': { antd: () => import('antd/es/locale/he_IL'), dayjs: () => import('dayjs/locale/he') },
  'fa-IR': { antd: () => import('antd/es/locale/fa_IR'), dayjs: () => import('dayjs/locale/fa') },
  // kmr_IQ is antd's current Kurdish file (ku_IQ is its deprecated copy).
  'ku-IQ': { antd: () => import('antd/es/locale/kmr_IQ'), dayjs: () => import('dayjs/locale/ku') },
  'ur-PK': { antd: () => import('antd/es/locale/ur_PK'), dayjs: () => import('dayjs/locale/ur') },
  'kk-KZ': { antd: () => import('antd/es/locale/kk_KZ'), dayjs: () => import('dayjs/locale/kk') },
  'ka-GE': { antd: () => import('antd/es/locale/ka_GE'), dayjs: () => import('dayjs/locale/ka') },
  'ca-ES': { antd: () => import('antd/es/locale/ca_ES'), dayjs: () => import('dayjs/locale/ca') },
  'is-IS': { antd: () => import('antd/es/locale/is_IS'), dayjs: () => import('dayjs/locale/is') },
} as const satisfies Record<Exclude<UiLocale, Locale>, LocaleLoaders>;
