/**
 * The server's English texts. fr.ts must have exactly these keys and parameter shapes (it is
 * `satisfies ServerTexts`); a text with parameters is a function, so its plural stays readable.
 */

const s = (n: number) => (n > 1 ? "s" : "");

function duration(minutes: number): string {
  if (minutes % 60 === 0) return `${minutes / 60} hour${s(minutes / 60)}`;
  return `${minutes} minute${s(minutes)}`;
}

export const en = {
  /** Sets off a label from what follows: French puts a no-break space before it. */
  colon: ":",
  /** The percent sign after a number: "80%" in English, "80 %" (no-break space) in French. */
  percentSign: "%",

  mail: {
    duration,
    greeting: (firstName: string) => (firstName ? `Hello ${firstName},` : "Hello,"),
    team: (brand: string) => `The ${brand} team`,
    noReply: "This message was sent automatically; please do not reply.",
    ifYou: "If this was you, there is nothing to do.",
    notAsked: "If you did not ask for this, ignore this message: your password stays the same.",
    resetMyPassword: "Reset my password",
    unlockMyAccount: "Unlock my account",
    codeExpiresOnce: (duration: string) => `It expires in ${duration} and works once. Never share it.`,
    signInCode: {
      subject: (brand: string) => `Your ${brand} sign-in code`,
      intro: (brand: string) => `Someone is signing in to your ${brand} account from a new device. To continue, enter this code:`,
      ifNotYou: "If this wasn't you, report it and we will lock your account:",
      report: "Report this sign-in attempt",
    },
    passwordReset: {
      subject: (brand: string) => `Reset your ${brand} password`,
      intro: (brand: string) =>
        `We received a request to reset the password of your ${brand} account. Choose a new password with this link:`,
      expires: (duration: string) => `The link works once and expires in ${duration}.`,
    },
    passwordResetCode: {
      subject: (brand: string) => `Your ${brand} password reset code`,
      intro: (brand: string) => `Enter this code to choose a new password for your ${brand} account:`,
    },
    unlockCode: {
      subject: (brand: string) => `Your ${brand} account is locked`,
      intro: (brand: string) =>
        `Your ${brand} account was locked after too many failed sign-in attempts. To unlock it, enter this code on the unlock page:`,
      expires: (duration: string) => `The code expires in ${duration}. You can also unlock your account by resetting your password.`,
      notYours: "If these attempts were not yours, we recommend that you reset your password.",
    },
    fraudNotice: {
      subject: (brand: string) => `Your ${brand} account is locked after your report`,
      intro: (brand: string) => `Thank you for reporting a sign-in you did not request. We locked your ${brand} account to protect it.`,
      whenReady: "When you are ready, unlock it with this code on the unlock page:",
      expires: (duration: string) => `The code expires in ${duration}. We also recommend that you reset your password.`,
      signOutIntro: "To sign out every device signed in to your account, use this link:",
      signOut: "Sign out everywhere",
    },
    newDevice: {
      subject: (brand: string) => `New sign-in to your ${brand} account`,
      intro: (brand: string, when: string, clientIp: string) =>
        `Your ${brand} account was signed in from a new device on ${when} (address ${clientIp}).`,
      notYou: "Wasn't you? Report it and we will lock your account and help you sign out every device:",
      report: "Wasn't me",
    },
    emailConfirmation: {
      subject: (brand: string) => `Confirm your ${brand} e-mail address`,
      intro: (brand: string) => `Welcome to ${brand}. To confirm that this address is yours, enter this code when you are signed in:`,
      orLink: "Or open this link and sign in:",
      confirm: "Confirm my e-mail address",
      expires: (duration: string) =>
        `The code expires in ${duration}. Until you confirm, you cannot add a vehicle or accept a second-driver invitation.`,
      notCreated: "If you did not create this account, ignore this message: the address stays unconfirmed.",
    },
    passwordChanged: {
      subject: (brand: string) => `Your ${brand} password was changed`,
      intro: (brand: string, when: string, clientIp: string) =>
        `The password of your ${brand} account was changed on ${when} (address ${clientIp}). Every other session was signed out.`,
      ifNot: "If it wasn't, reset your password now:",
    },
    pinChanged: {
      subject: (brand: string) => `Your ${brand} PIN was changed`,
      intro: (brand: string, when: string, clientIp: string) =>
        `The PIN that authorizes remote commands on your ${brand} account was changed on ${when} (address ${clientIp}).`,
      ifNot: "If it wasn't, someone knows your password: reset it now, then change your PIN.",
    },
    notificationEmailChanged: {
      subject: (brand: string) => `Your ${brand} notification e-mail was changed`,
      intro: (brand: string, newAddress: string, when: string, clientIp: string) =>
        `The address that receives the notifications of your ${brand} account was changed to ${newAddress} on ${when} (address ${clientIp}).`,
      ifNot: "If it wasn't, reset your password now and set the address back in your personal information:",
    },
    carTakenByProof: {
      subject: (brand: string) => `A car left your ${brand} account`,
      intro: (brand: string, nickname: string, last4: string) =>
        `Your car ${nickname} (VIN ending in ${last4}), brought into your ${brand} account from your car maker account, is no longer in your ${brand} account.`,
      whyInCar:
        "Someone proved in Carport that the car is theirs, with the code shown on the car's screen. That proof comes before a car maker account's, so the car passed to their account.",
      whyDealerToken:
        "Someone proved in Carport that the car is theirs, with the dealer's registration token. That proof comes before a car maker account's, so the car passed to their account.",
      ifNot: "Your car maker account stays linked. If the car is yours, contact your dealer or the support team with its VIN.",
    },
    /** Plain spaces only, even in French: a no-break space would send the text message as UCS-2. */
    signInCodeTextMessage: (brand: string, code: string, duration: string) =>
      `${brand}: your sign-in code is ${code}. It expires in ${duration}. Never share it.`,
    digitalKeyPairing: {
      subject: (brand: string) => `Your ${brand} digital key pairing password`,
      intro: (modelName: string) =>
        `Your digital key for your ${modelName} is enrolled. To pair it, enter this password on the vehicle's screen (Settings > Digital key) with your phone nearby:`,
      replaces: "This password replaces any pairing password sent before. If you did not ask for a digital key, contact us.",
    },
    secondDriverInvitation: {
      subject: (inviterName: string, modelName: string, brand: string) =>
        `${inviterName} invites you to share their ${modelName} on ${brand}`,
      intro: (inviterName: string, modelName: string, modelYear: string, brand: string) =>
        `${inviterName} invites you to be a second driver of their ${modelYear} ${modelName} on ${brand}.`,
      rights:
        "As a second driver you have your own driver profile in this vehicle and, from your own account and with your own PIN, you can check its status, lock and unlock it and start its climate.",
      signIn: (brand: string) => `Sign in to ${brand} with this e-mail address to accept or decline the invitation:`,
      see: "See the invitation",
      noAccount:
        "No account yet? Register one with this e-mail address, then open this link. If you don't know this person, ignore this message.",
    },
    supportRequest: {
      subject: (requestId: string, featureName: string, brand: string) => `Support request ${requestId}: ${featureName} (${brand})`,
      intro: (brand: string) => `A ${brand} owner sent a support request from the portal.`,
      request: "Request",
      owner: "Owner",
      vehicle: "Vehicle",
      nickname: (nickname: string) => `"${nickname}"`,
      feature: "Feature",
      occurredAt: "When it happened",
      keyLocation: "Key location",
      connection: "Connection",
      notes: "Notes",
      noNotes: "(none)",
      replyTo: (email: string) => `Reply to the owner at ${email}, in English.`,
    },
    vehicleNotification: {
      open: "Open the notification centre",
    },
  },

  auth: {
    captchaQuestions: (x: string, y: string) => [
      `What is ${x} plus ${y}? Answer in digits.`,
      `Add ${x} and ${y}, then type the result in digits.`,
    ],
    wrongOneTimeCode: (triesLeft: number) => `The one-time code is wrong. ${triesLeft} attempt${s(triesLeft)} left.`,
    wrongPin: (left: number) => `Incorrect PIN. ${left} attempt${s(left)} left.`,
    wrongUnlockCode: "This code is wrong or no longer valid.",
  },

  nulCharacter: "must not contain a NUL character",

  profiles: {
    defaultName: (index: number) => `Driver ${index} profile`,
    sharedName: "Shared profile",
    allCategories: "all categories",
    settings: (n: number) => `${n} setting${n === 1 ? "" : "s"}`,
    log: {
      saved: (index: number | null, settings: string, category: string) => `Profile ${index} saved: ${settings}, ${category}.`,
      sharedSaved: (settings: string, category: string) => `Shared profile saved: ${settings}, ${category}.`,
      invite: "Invitation sent to the second driver.",
      cancel: "Invitation cancelled.",
      accept: "Invitation accepted: the profile is shared.",
      decline: "Invitation declined.",
      unlinkedByPrimary: "Sharing ended by the primary driver.",
      unlinkedBySecond: "Sharing ended by the second driver.",
    },
    noInvitation: "You have no pending invitation.",
    invitation: (firstName: string, modelName: string) =>
      `${firstName} invites you to be a second driver of their ${modelName}, with your own driver profile in it.`,
  },

  digitalKeyTerms: {
    title: "Digital key terms of use",
    text: "The digital key lets a registered phone lock, unlock and start the vehicle. You are responsible for the phones you pair and for the keys you share; end a shared key as soon as it is no longer needed. Report a lost phone at once and end the digital key from the portal. A digital key works only while the vehicle's connected services subscription is active.",
  },

  manualPage: {
    title: "Owner's manual",
    demo: "Demonstration manual service: the chapters below stand for the maker's manual.",
    signedInAs: "Opened for",
    invalidTitle: "This manual link cannot be used",
    invalid: "It has expired or is not valid. Open the owner's manual again from the portal.",
    chapters: [
      "Getting to know your vehicle",
      "Seats and safety systems",
      "Charging and driving",
      "Digital key",
      "Maintenance",
      "Specifications",
    ],
  },

  notificationTypes: {
    REMOTE_COMMAND: "Remote command results",
    SCHEDULE: "Scheduled charging and preconditioning",
    CHARGE_COMPLETE: "Charging complete",
    CLIMATE_ENGINE_END: "Climate or remote start ended",
    VEHICLE_ALARM: "Theft alarm",
    VEHICLE_WARNING: "Vehicle warnings",
    TROUBLE_CODE: "Vehicle health issues",
  },

  inbox: {
    commandNames: {
      doorLock: "Lock doors",
      doorUnlock: "Unlock doors",
      hornLight: "Horn and lights",
      engineStart: "Remote start",
      engineStop: "Remote stop",
      climateStart: "Climate start",
      climateStop: "Climate stop",
      chargeStart: "Start charging",
      chargeStop: "Stop charging",
      setTargetSoc: "Target charge",
      setTargetSocCcs2: "Target charge",
      chargeSchedulesSave: "Charging schedules",
      hvacSchedulesSave: "Climate schedules",
      chargeWindowSave: "Charging window",
      offPeakSave: "Off-peak charging",
      valetActivate: "Valet mode on",
      valetDeactivate: "Valet mode off",
      locate: "Find my car",
      refreshStatus: "Status refresh",
      windowsClose: "Close windows",
    },
    messages: {
      DOOR_LOCK_SUCCESS: { title: "Doors locked", body: "Your vehicle's doors were locked." },
      DOOR_UNLOCK_SUCCESS: { title: "Doors unlocked", body: "Your vehicle's doors were unlocked." },
      HORN_LIGHTS_SUCCESS: { title: "Horn and lights", body: "Your vehicle sounded its horn and flashed its lights." },
      LIGHTS_SUCCESS: { title: "Lights", body: "Your vehicle flashed its lights." },
      ENGINE_START_SUCCESS: { title: "Remote start", body: "Your vehicle's engine was started remotely." },
      ENGINE_START_CANCEL_SUCCESS: { title: "Remote stop", body: "Your vehicle's remote start was stopped." },
      CLIMATE_START_SUCCESS: { title: "Climate on", body: "Climate control started in your vehicle." },
      CLIMATE_STOP_SUCCESS: { title: "Climate off", body: "Climate control stopped in your vehicle." },
      REMOTE_START_CHARGE_SUCCESS: { title: "Charging started", body: "Your vehicle started charging." },
      REMOTE_STOP_CHARGE_SUCCESS: { title: "Charging stopped", body: "Your vehicle stopped charging." },
      TARGET_SOC_SUCCESS: { title: "Target charge set", body: "Your vehicle's target charge levels were saved." },
      VALET_ON_SUCCESS: { title: "Valet mode on", body: "Valet mode is on in your vehicle." },
      VALET_OFF_SUCCESS: { title: "Valet mode off", body: "Valet mode is off in your vehicle." },
      SCHEDULE_SUCCESS: { title: "Schedule saved", body: "Your vehicle saved its new schedule." },
      SCHEDULE_CLIMATE_START: { title: "Cabin preconditioning", body: "Your vehicle started climate control for a scheduled departure." },
      SCHEDULE_CHARGE_START: { title: "Off-peak charging started", body: "Your vehicle started charging in its off-peak hours." },
      SCHEDULE_CHARGE_STOP: { title: "Off-peak charging ended", body: "Your vehicle stopped charging at the end of its off-peak hours." },
      LOCATE_SUCCESS: { title: "Vehicle located", body: "Your vehicle reported its location." },
      STATUS_REFRESH_SUCCESS: { title: "Status updated", body: "Your vehicle reported a fresh status." },
      WINDOWS_CLOSE_SUCCESS: { title: "Windows closed", body: "Your vehicle's windows were closed." },
      PREVIOUS_REQUEST_WAS_FAILED: { title: "Command failed", body: "The request could not be completed." },
      CHARGE_COMPLETE: { title: "Charging complete", body: "Your vehicle reached its target charge." },
      CLIMATE_ENDED: { title: "Climate ended", body: "Climate control ended after its set duration." },
      ENGINE_STOPPED: { title: "Engine stopped", body: "Your vehicle's remote start ended after its set minutes." },
      VEHICLE_WARNING: { title: "Vehicle warning", body: "Your vehicle reported a warning." },
      VEHICLE_TROUBLE_CODE: { title: "Vehicle issue detected", body: "Your vehicle reported a trouble code. See vehicle health." },
      VEHICLE_ALARM: { title: "Vehicle alarm", body: "Your vehicle's alarm went off." },
    },
  },

  bookingPage: {
    services: {
      MAINTENANCE: "Scheduled maintenance",
      TIRES: "Tire change or rotation",
      BATTERY: "Battery or charging check",
      RECALL: "Recall or service campaign",
      DIAGNOSIS: "A warning light or a noise",
      OTHER: "Something else",
    },
    title: "Book a service appointment",
    dealer: "Dealer",
    owner: "Owner",
    vehicle: "Vehicle",
    service: "Service needed",
    date: "Preferred date",
    dateHint: "From tomorrow, within 90 days.",
    time: "Preferred time",
    notes: "Notes for the service advisor (optional)",
    notesHint: (max: number) => `At most ${max} characters.`,
    submit: "Request the appointment",
    errors: "Please correct the following:",
    choose: "Choose…",
    doneTitle: "Appointment requested",
    done: "Your dealer will confirm it by e-mail.",
    reference: "Reference",
    invalidTitle: "This link cannot be used",
    restart: "Go back to your vehicle's page in the portal and choose Schedule service again.",
    fieldErrors: {
      service: "Choose the service you need.",
      date: "Enter a date from tomorrow, within 90 days (yyyy-mm-dd).",
      time: "Choose a time between 08:00 and 16:00.",
      notes: (max: number) => `The notes hold at most ${max} characters.`,
    },
  },
  channels: {
    testTitle: "Carport test message",
    testBody: "Your car's alerts and command results will arrive here.",
    unsubscribe: "Stop these notifications",
    unsubscribeLine: (url: string) => `Stop these notifications: ${url}`,
    page: {
      title: "Stop notifications to this receiver",
      confirm:
        "Carport will stop sending your car's alerts and command results to this receiver. You can turn it on again in your notification settings.",
      button: "Stop notifications",
      doneTitle: "Notifications stopped",
      done: "Nothing more will be sent to this receiver. Turn it on again in your notification settings.",
      invalidTitle: "This link cannot be used",
      invalid: "The receiver was removed, or the link is incomplete.",
    },
  },
  /** The names of a car's entities in Home Assistant (modules/home-assistant), in the owner's language. */
  homeAssistant: {
    batteryLevel: "Battery level",
    fuelLevel: "Fuel level",
    range: "Range",
    odometer: "Odometer",
    battery12v: "12 V battery",
    charging: "Charging",
    chargePower: "Charge power",
    timeToTarget: "Time to target charge",
    plug: "Charging cable",
    doorFrontLeft: "Front left door",
    doorFrontRight: "Front right door",
    doorBackLeft: "Rear left door",
    doorBackRight: "Rear right door",
    trunk: "Trunk",
    hood: "Hood",
    windows: "Windows",
    sunroof: "Sunroof",
    engine: "Engine",
    climate: "Climate",
    tyrePressure: "Tyre pressure warning",
    lowFuel: "Low fuel warning",
    washerFluid: "Washer fluid warning",
    brakeFluid: "Brake fluid warning",
    engineOil: "Engine oil warning",
    smartKeyBattery: "Smart key battery warning",
    location: "Location",
    doors: "Doors",
    climateStart: "Start climate",
    climateStop: "Stop climate",
    engineStart: "Remote start",
    engineStop: "Stop remote start",
    chargeStart: "Start charging",
    chargeStop: "Stop charging",
    horn: "Horn and lights",
    lights: "Flash lights",
    targetAc: "Target charge (AC)",
    targetDc: "Target charge (DC)",
    pin: "PIN for the next command",
    lastCommand: "Last command",
    commandResult: "Command result",
  },
};

/** The shape every language's catalogue has: the English one's keys and parameters. */
export type ServerTexts = typeof en;
