import type { LanguageId } from "@carport/protocol";

type Text = { en: string; fr: string };

/** Names of the commands as an owner reads them in a failure message. */
const COMMAND_NAMES: Record<string, Text> = {
  doorLock: { en: "Lock doors", fr: "Verrouillage des portières" },
  doorUnlock: { en: "Unlock doors", fr: "Déverrouillage des portières" },
  hornLight: { en: "Horn and lights", fr: "Klaxon et feux" },
  engineStart: { en: "Remote start", fr: "Démarrage à distance" },
  engineStop: { en: "Remote stop", fr: "Arrêt à distance" },
  climateStart: { en: "Climate start", fr: "Démarrage de la climatisation" },
  climateStop: { en: "Climate stop", fr: "Arrêt de la climatisation" },
  chargeStart: { en: "Start charging", fr: "Démarrage de la recharge" },
  chargeStop: { en: "Stop charging", fr: "Arrêt de la recharge" },
  setTargetSoc: { en: "Target charge", fr: "Niveau de charge cible" },
  setTargetSocCcs2: { en: "Target charge", fr: "Niveau de charge cible" },
  chargeSchedulesSave: { en: "Charging schedules", fr: "Horaires de recharge" },
  hvacSchedulesSave: { en: "Climate schedules", fr: "Horaires de climatisation" },
  chargeWindowSave: { en: "Charging window", fr: "Plage de recharge" },
  offPeakSave: { en: "Off-peak charging", fr: "Recharge en heures creuses" },
  valetActivate: { en: "Valet mode on", fr: "Activation du mode voiturier" },
  valetDeactivate: { en: "Valet mode off", fr: "Désactivation du mode voiturier" },
  locate: { en: "Find my car", fr: "Localiser mon véhicule" },
  refreshStatus: { en: "Status refresh", fr: "Actualisation de l'état" },
};

/** Title and body of each inbox message key, in both languages. */
const MESSAGES: Record<string, { title: Text; body: Text }> = {
  DOOR_LOCK_SUCCESS: { title: { en: "Doors locked", fr: "Portières verrouillées" }, body: { en: "Your vehicle's doors were locked.", fr: "Les portières de votre véhicule ont été verrouillées." } },
  DOOR_UNLOCK_SUCCESS: { title: { en: "Doors unlocked", fr: "Portières déverrouillées" }, body: { en: "Your vehicle's doors were unlocked.", fr: "Les portières de votre véhicule ont été déverrouillées." } },
  HORN_LIGHTS_SUCCESS: { title: { en: "Horn and lights", fr: "Klaxon et feux" }, body: { en: "Your vehicle sounded its horn and flashed its lights.", fr: "Votre véhicule a klaxonné et fait clignoter ses feux." } },
  LIGHTS_SUCCESS: { title: { en: "Lights", fr: "Feux" }, body: { en: "Your vehicle flashed its lights.", fr: "Votre véhicule a fait clignoter ses feux." } },
  ENGINE_START_SUCCESS: { title: { en: "Remote start", fr: "Démarrage à distance" }, body: { en: "Your vehicle's engine was started remotely.", fr: "Le moteur de votre véhicule a été démarré à distance." } },
  ENGINE_START_CANCEL_SUCCESS: { title: { en: "Remote stop", fr: "Arrêt à distance" }, body: { en: "Your vehicle's remote start was stopped.", fr: "Le démarrage à distance de votre véhicule a été arrêté." } },
  CLIMATE_START_SUCCESS: { title: { en: "Climate on", fr: "Climatisation en marche" }, body: { en: "Climate control started in your vehicle.", fr: "La climatisation a démarré dans votre véhicule." } },
  CLIMATE_STOP_SUCCESS: { title: { en: "Climate off", fr: "Climatisation arrêtée" }, body: { en: "Climate control stopped in your vehicle.", fr: "La climatisation s'est arrêtée dans votre véhicule." } },
  REMOTE_START_CHARGE_SUCCESS: { title: { en: "Charging started", fr: "Recharge commencée" }, body: { en: "Your vehicle started charging.", fr: "Votre véhicule a commencé à se recharger." } },
  REMOTE_STOP_CHARGE_SUCCESS: { title: { en: "Charging stopped", fr: "Recharge arrêtée" }, body: { en: "Your vehicle stopped charging.", fr: "Votre véhicule a cessé de se recharger." } },
  TARGET_SOC_SUCCESS: { title: { en: "Target charge set", fr: "Niveau de charge cible réglé" }, body: { en: "Your vehicle's target charge levels were saved.", fr: "Les niveaux de charge cibles de votre véhicule ont été enregistrés." } },
  VALET_ON_SUCCESS: { title: { en: "Valet mode on", fr: "Mode voiturier activé" }, body: { en: "Valet mode is on in your vehicle.", fr: "Le mode voiturier est activé dans votre véhicule." } },
  VALET_OFF_SUCCESS: { title: { en: "Valet mode off", fr: "Mode voiturier désactivé" }, body: { en: "Valet mode is off in your vehicle.", fr: "Le mode voiturier est désactivé dans votre véhicule." } },
  SCHEDULE_SUCCESS: { title: { en: "Schedule saved", fr: "Horaire enregistré" }, body: { en: "Your vehicle saved its new schedule.", fr: "Votre véhicule a enregistré son nouvel horaire." } },
  SCHEDULE_CLIMATE_START: { title: { en: "Cabin preconditioning", fr: "Préconditionnement de l'habitacle" }, body: { en: "Your vehicle started climate control for a scheduled departure.", fr: "Votre véhicule a démarré la climatisation pour un départ prévu." } },
  SCHEDULE_CHARGE_START: { title: { en: "Off-peak charging started", fr: "Recharge en heures creuses commencée" }, body: { en: "Your vehicle started charging in its off-peak hours.", fr: "Votre véhicule a commencé à se recharger pendant ses heures creuses." } },
  SCHEDULE_CHARGE_STOP: { title: { en: "Off-peak charging ended", fr: "Recharge en heures creuses terminée" }, body: { en: "Your vehicle stopped charging at the end of its off-peak hours.", fr: "Votre véhicule a cessé de se recharger à la fin de ses heures creuses." } },
  LOCATE_SUCCESS: { title: { en: "Vehicle located", fr: "Véhicule localisé" }, body: { en: "Your vehicle reported its location.", fr: "Votre véhicule a transmis sa position." } },
  STATUS_REFRESH_SUCCESS: { title: { en: "Status updated", fr: "État mis à jour" }, body: { en: "Your vehicle reported a fresh status.", fr: "Votre véhicule a transmis un nouvel état." } },
  PREVIOUS_REQUEST_WAS_FAILED: { title: { en: "Command failed", fr: "Échec de la commande" }, body: { en: "The request could not be completed.", fr: "La demande n'a pas pu être exécutée." } },
  CHARGE_COMPLETE: { title: { en: "Charging complete", fr: "Recharge terminée" }, body: { en: "Your vehicle reached its target charge.", fr: "Votre véhicule a atteint son niveau de charge cible." } },
  CLIMATE_ENDED: { title: { en: "Climate ended", fr: "Climatisation terminée" }, body: { en: "Climate control ended after its set duration.", fr: "La climatisation s'est terminée après la durée choisie." } },
  ENGINE_STOPPED: { title: { en: "Engine stopped", fr: "Moteur arrêté" }, body: { en: "Your vehicle's remote start ended after its set minutes.", fr: "Le démarrage à distance s'est terminé après le nombre de minutes choisi." } },
  VEHICLE_WARNING: { title: { en: "Vehicle warning", fr: "Avertissement du véhicule" }, body: { en: "Your vehicle reported a warning.", fr: "Votre véhicule a signalé un avertissement." } },
  VEHICLE_TROUBLE_CODE: { title: { en: "Vehicle issue detected", fr: "Problème détecté" }, body: { en: "Your vehicle reported a trouble code. See vehicle health.", fr: "Votre véhicule a signalé un code d'anomalie. Consultez l'état du véhicule." } },
  VEHICLE_ALARM: { title: { en: "Vehicle alarm", fr: "Alarme du véhicule" }, body: { en: "Your vehicle's alarm went off.", fr: "L'alarme de votre véhicule s'est déclenchée." } },
};

const pick = (text: Text, language: LanguageId) => (language === 1 ? text.fr : text.en);

/** An inbox message as the owner reads it, in the request's language. */
export function renderInboxMessage(
  message: { message_key: string; detail: string; api_code: string | null },
  language: LanguageId,
): { title: string; content: string } {
  const entry = MESSAGES[message.message_key] ?? MESSAGES.PREVIOUS_REQUEST_WAS_FAILED!;
  const command = message.api_code ? COMMAND_NAMES[message.api_code] : undefined;
  if (message.message_key === "PREVIOUS_REQUEST_WAS_FAILED" && command) {
    const reason = message.detail || pick(entry.body, language);
    return { title: `${pick(entry.title, language)}${language === 1 ? "\u00a0: " : ": "}${pick(command, language)}`, content: reason };
  }
  const detail = message.message_key === "CHARGE_COMPLETE" && message.detail ? ` (${message.detail} %)` : "";
  return { title: pick(entry.title, language), content: pick(entry.body, language) + detail };
}

export const INBOX_MESSAGE_KEYS = Object.keys(MESSAGES);
