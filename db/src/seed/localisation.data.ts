import type { Locale } from "@cgm/domain";

/**
 * Demo reference data of the localisation screens. Texts are given in nine languages, in this order:
 * Chinese, English, Arabic, Czech, Spanish, French, Polish, Portuguese (Brazil), Russian; the three
 * Chinese codes share the Chinese text and the two English codes the English one.
 */
export type Names9 = [string, string, string, string, string, string, string, string, string];

const ORDER: Locale[][] = [
  ["zh-CN", "zh-CHN", "zh-TWN"],
  ["en", "en-US"],
  ["ar"],
  ["cs"],
  ["es"],
  ["fr"],
  ["pl"],
  ["pt-BR"],
  ["ru"],
];

/** Language code -> text, for every interface language. */
export function perLocale(names: Names9): Map<Locale, string> {
  const out = new Map<Locale, string>();
  ORDER.forEach((codes, i) => codes.forEach((c) => out.set(c, names[i] ?? names[1])));
  return out;
}

/** The app display content code of each interface language. */
export const APP_DISPLAY_CODES: Record<Locale, string> = {
  "zh-CN": "zh_CN",
  "zh-CHN": "zh_CN",
  "zh-TWN": "zh_TW",
  en: "en",
  "en-US": "en_US",
  ar: "ar",
  cs: "cs",
  es: "es",
  fr: "fr",
  pl: "pl",
  "pt-BR": "pt_BR",
  ru: "ru",
};

export interface CenterDef {
  name: string;
  code: string;
  domain: string;
  /** Key of a demo organisation (the root when the demo tree is not there). */
  org: string;
}

export const DEMO_CENTERS: CenterDef[] = [
  { name: "China Center", code: "CN", domain: "https://cn.cgm.example.com", org: "hq" },
  { name: "EMEA Center", code: "EMEA", domain: "https://eu.cgm.example.com", org: "europe" },
  { name: "Americas Center", code: "AMER", domain: "https://us.cgm.example.com", org: "hq" },
];

export interface CountryDef {
  code: string;
  phone: string;
  center: string;
  language: Locale;
  names: Names9;
}

const c = (code: string, phone: string, center: string, language: Locale, names: Names9): CountryDef => ({
  code,
  phone,
  center,
  language,
  names,
});

export const DEMO_COUNTRIES: CountryDef[] = [
  c("CN", "+86", "CN", "zh-CN", [
    "中国",
    "China",
    "الصين",
    "Čína",
    "China",
    "Chine",
    "Chiny",
    "China",
    "Китай",
  ]),
  c("SG", "+65", "CN", "en", [
    "新加坡",
    "Singapore",
    "سنغافورة",
    "Singapur",
    "Singapur",
    "Singapour",
    "Singapur",
    "Singapura",
    "Сингапур",
  ]),
  c("JP", "+81", "CN", "en", [
    "日本",
    "Japan",
    "اليابان",
    "Japonsko",
    "Japón",
    "Japon",
    "Japonia",
    "Japão",
    "Япония",
  ]),
  c("KR", "+82", "CN", "en", [
    "韩国",
    "South Korea",
    "كوريا الجنوبية",
    "Jižní Korea",
    "Corea del Sur",
    "Corée du Sud",
    "Korea Południowa",
    "Coreia do Sul",
    "Южная Корея",
  ]),
  c("AU", "+61", "CN", "en", [
    "澳大利亚",
    "Australia",
    "أستراليا",
    "Austrálie",
    "Australia",
    "Australie",
    "Australia",
    "Austrália",
    "Австралия",
  ]),
  c("GB", "+44", "EMEA", "en", [
    "英国",
    "United Kingdom",
    "المملكة المتحدة",
    "Spojené království",
    "Reino Unido",
    "Royaume-Uni",
    "Wielka Brytania",
    "Reino Unido",
    "Великобритания",
  ]),
  c("DE", "+49", "EMEA", "en", [
    "德国",
    "Germany",
    "ألمانيا",
    "Německo",
    "Alemania",
    "Allemagne",
    "Niemcy",
    "Alemanha",
    "Германия",
  ]),
  c("FR", "+33", "EMEA", "fr", [
    "法国",
    "France",
    "فرنسا",
    "Francie",
    "Francia",
    "France",
    "Francja",
    "França",
    "Франция",
  ]),
  c("ES", "+34", "EMEA", "es", [
    "西班牙",
    "Spain",
    "إسبانيا",
    "Španělsko",
    "España",
    "Espagne",
    "Hiszpania",
    "Espanha",
    "Испания",
  ]),
  c("IT", "+39", "EMEA", "en", [
    "意大利",
    "Italy",
    "إيطاليا",
    "Itálie",
    "Italia",
    "Italie",
    "Włochy",
    "Itália",
    "Италия",
  ]),
  c("PL", "+48", "EMEA", "pl", [
    "波兰",
    "Poland",
    "بولندا",
    "Polsko",
    "Polonia",
    "Pologne",
    "Polska",
    "Polônia",
    "Польша",
  ]),
  c("CZ", "+420", "EMEA", "cs", [
    "捷克",
    "Czechia",
    "التشيك",
    "Česko",
    "Chequia",
    "Tchéquie",
    "Czechy",
    "Tchéquia",
    "Чехия",
  ]),
  c("RU", "+7", "EMEA", "ru", [
    "俄罗斯",
    "Russia",
    "روسيا",
    "Rusko",
    "Rusia",
    "Russie",
    "Rosja",
    "Rússia",
    "Россия",
  ]),
  c("PT", "+351", "EMEA", "pt-BR", [
    "葡萄牙",
    "Portugal",
    "البرتغال",
    "Portugalsko",
    "Portugal",
    "Portugal",
    "Portugalia",
    "Portugal",
    "Португалия",
  ]),
  c("SA", "+966", "EMEA", "ar", [
    "沙特阿拉伯",
    "Saudi Arabia",
    "السعودية",
    "Saúdská Arábie",
    "Arabia Saudí",
    "Arabie saoudite",
    "Arabia Saudyjska",
    "Arábia Saudita",
    "Саудовская Аравия",
  ]),
  c("AE", "+971", "EMEA", "ar", [
    "阿拉伯联合酋长国",
    "United Arab Emirates",
    "الإمارات العربية المتحدة",
    "Spojené arabské emiráty",
    "Emiratos Árabes Unidos",
    "Émirats arabes unis",
    "Zjednoczone Emiraty Arabskie",
    "Emirados Árabes Unidos",
    "Объединённые Арабские Эмираты",
  ]),
  c("EG", "+20", "EMEA", "ar", [
    "埃及",
    "Egypt",
    "مصر",
    "Egypt",
    "Egipto",
    "Égypte",
    "Egipt",
    "Egito",
    "Египет",
  ]),
  c("US", "+1", "AMER", "en-US", [
    "美国",
    "United States",
    "الولايات المتحدة",
    "Spojené státy",
    "Estados Unidos",
    "États-Unis",
    "Stany Zjednoczone",
    "Estados Unidos",
    "Соединённые Штаты",
  ]),
  c("CA", "+1", "AMER", "en-US", [
    "加拿大",
    "Canada",
    "كندا",
    "Kanada",
    "Canadá",
    "Canada",
    "Kanada",
    "Canadá",
    "Канада",
  ]),
  c("MX", "+52", "AMER", "es", [
    "墨西哥",
    "Mexico",
    "المكسيك",
    "Mexiko",
    "México",
    "Mexique",
    "Meksyk",
    "México",
    "Мексика",
  ]),
  c("BR", "+55", "AMER", "pt-BR", [
    "巴西",
    "Brazil",
    "البرازيل",
    "Brazílie",
    "Brasil",
    "Brésil",
    "Brazylia",
    "Brasil",
    "Бразилия",
  ]),
  c("AR", "+54", "AMER", "es", [
    "阿根廷",
    "Argentina",
    "الأرجنتين",
    "Argentina",
    "Argentina",
    "Argentine",
    "Argentyna",
    "Argentina",
    "Аргентина",
  ]),
];

export interface DictDef {
  key: string;
  code: string;
  remark?: string;
  names: Names9;
  items: DictDef[];
}

const item = (key: string, code: string, names: Names9): DictDef => ({ key, code, names, items: [] });

/** The dictionaries the console reads its option lists from. */
export const DEMO_DICTIONARIES: DictDef[] = [
  {
    key: "terminalType",
    code: "TERMINAL_TYPE",
    remark: "Terminal types of clients and releases",
    names: [
      "终端类型",
      "Terminal type",
      "نوع الجهاز",
      "Typ terminálu",
      "Tipo de terminal",
      "Type de terminal",
      "Typ terminala",
      "Tipo de terminal",
      "Тип терминала",
    ],
    items: [
      item("android", "ANDROID", [
        "安卓",
        "Android",
        "أندرويد",
        "Android",
        "Android",
        "Android",
        "Android",
        "Android",
        "Android",
      ]),
      item("ios", "IOS", ["iOS", "iOS", "iOS", "iOS", "iOS", "iOS", "iOS", "iOS", "iOS"]),
    ],
  },
  {
    key: "upgradeType",
    code: "UPGRADE_TYPE",
    remark: "How an upgrade reaches devices",
    names: [
      "升级类型",
      "Upgrade type",
      "نوع الترقية",
      "Typ aktualizace",
      "Tipo de actualización",
      "Type de mise à jour",
      "Typ aktualizacji",
      "Tipo de atualização",
      "Тип обновления",
    ],
    items: [
      item("optional", "OPTIONAL", [
        "可选升级",
        "Optional upgrade",
        "ترقية اختيارية",
        "Volitelná aktualizace",
        "Actualización opcional",
        "Mise à jour facultative",
        "Aktualizacja opcjonalna",
        "Atualização opcional",
        "Необязательное обновление",
      ]),
      item("forced", "FORCED", [
        "强制升级",
        "Forced upgrade",
        "ترقية إجبارية",
        "Povinná aktualizace",
        "Actualización obligatoria",
        "Mise à jour obligatoire",
        "Aktualizacja obowiązkowa",
        "Atualização obrigatória",
        "Обязательное обновление",
      ]),
    ],
  },
  {
    key: "anomalyKind",
    code: "ANOMALY_KIND",
    remark: "Anomalous events a device reports",
    names: [
      "异常类型",
      "Anomaly kind",
      "نوع الخلل",
      "Druh anomálie",
      "Tipo de anomalía",
      "Type d'anomalie",
      "Rodzaj nieprawidłowości",
      "Tipo de anomalia",
      "Тип аномалии",
    ],
    items: [
      item("sensorAbnormal", "SENSOR_ABNORMAL", [
        "传感器异常",
        "Sensor abnormality",
        "خلل في المستشعر",
        "Porucha senzoru",
        "Anomalía del sensor",
        "Anomalie du capteur",
        "Nieprawidłowość czujnika",
        "Anomalia do sensor",
        "Неисправность датчика",
      ]),
      item("temperatureAbnormal", "TEMPERATURE_ABNORMAL", [
        "温度异常",
        "Temperature abnormality",
        "خلل في درجة الحرارة",
        "Teplotní anomálie",
        "Anomalía de temperatura",
        "Anomalie de température",
        "Nieprawidłowa temperatura",
        "Anomalia de temperatura",
        "Аномальная температура",
      ]),
      item("signalLoss", "SIGNAL_LOSS", [
        "信号丢失",
        "Signal loss",
        "فقدان الإشارة",
        "Ztráta signálu",
        "Pérdida de señal",
        "Perte de signal",
        "Utrata sygnału",
        "Perda de sinal",
        "Потеря сигнала",
      ]),
      item("sensorExpired", "SENSOR_EXPIRED", [
        "传感器过期",
        "Sensor expired",
        "انتهت صلاحية المستشعر",
        "Platnost senzoru vypršela",
        "Sensor caducado",
        "Capteur expiré",
        "Czujnik wygasł",
        "Sensor expirado",
        "Срок действия датчика истёк",
      ]),
      item("lowBattery", "LOW_BATTERY", [
        "电量低",
        "Low battery",
        "بطارية منخفضة",
        "Slabá baterie",
        "Batería baja",
        "Batterie faible",
        "Niski poziom baterii",
        "Bateria fraca",
        "Низкий заряд батареи",
      ]),
      item("calibrationError", "CALIBRATION_ERROR", [
        "校准错误",
        "Calibration error",
        "خطأ في المعايرة",
        "Chyba kalibrace",
        "Error de calibración",
        "Erreur d'étalonnage",
        "Błąd kalibracji",
        "Erro de calibração",
        "Ошибка калибровки",
      ]),
    ],
  },
  {
    key: "bluetoothState",
    code: "BLUETOOTH_STATE",
    remark: "Bluetooth connection states",
    names: [
      "蓝牙状态",
      "Bluetooth state",
      "حالة البلوتوث",
      "Stav Bluetooth",
      "Estado de Bluetooth",
      "État Bluetooth",
      "Stan Bluetooth",
      "Estado do Bluetooth",
      "Состояние Bluetooth",
    ],
    items: [
      item("connected", "CONNECTED", [
        "已连接",
        "Connected",
        "متصل",
        "Připojeno",
        "Conectado",
        "Connecté",
        "Połączono",
        "Conectado",
        "Подключено",
      ]),
      item("disconnected", "DISCONNECTED", [
        "已断开",
        "Disconnected",
        "غير متصل",
        "Odpojeno",
        "Desconectado",
        "Déconnecté",
        "Rozłączono",
        "Desconectado",
        "Отключено",
      ]),
    ],
  },
];
