import type { TextKey } from './en.ts';

/**
 * German: `du` where a student reads (the assistant, their chat, their notifications), `Sie`
 * elsewhere, as the web app's catalogues do.
 */
export const de: Record<TextKey, string> = {
  'assistant.offline.intro': 'Aus dem Kursmaterial (offline beantwortet, daher wörtlich zitiert):',
  'assistant.offline.noteIntro':
    'Deine Lehrkraft hat dazu eine Notiz geschrieben (offline beantwortet, daher wörtlich zitiert):',
  'assistant.notCovered':
    'Dazu habe ich im Kursmaterial dieser Aktivität nichts gefunden. Versuche es mit anderen Worten oder frag deine Lehrkraft.',
  'assistant.offline.otherLanguage':
    'Das Material dieses Kurses ist auf {language, select, en {Englisch} es {Spanisch} fr {Französisch} de {Deutsch} it {Italienisch} pt {Portugiesisch} nl {Niederländisch} other {einer anderen Sprache}}, deine Frage scheint in einer anderen Sprache zu sein: Ich konnte nur mit den Wörtern suchen, die beide gemeinsam haben. In der Sprache des Materials findest du mehr.',
  'assistant.withheld':
    'Die Endlösung dieser Aufgabe kann ich dir nicht geben: Deine Lehrkraft möchte, dass du sie selbst herausfindest. Beim Lösungsweg helfe ich dir aber gern. Sag mir, bei welchem Schritt du bist, oder frag, wie du die Aufgabe angehen kannst.',
  'assistant.teacherNote': 'Notiz der Lehrkraft',
  'assistant.error.interrupted':
    'Diese Antwort wurde unterbrochen, weil TeachChat kurz nicht erreichbar war. Bitte sende deine Nachricht noch einmal.',
  'assistant.error.noResponse': 'Es konnte keine Antwort abgerufen werden.',
  'assistant.error.incomplete': 'Die Konfiguration der Aktivität ist unvollständig.',
  'assistant.error.temperature': 'Die Temperatur-Einstellung ist ungültig.',
  'assistant.error.noModel': 'Für diese Aktivität ist kein KI-Modell konfiguriert.',
  'assistant.error.providerSlow': 'Der KI-Anbieter hat zu lange für die Antwort gebraucht.',
  'assistant.error.providerStatus':
    'Der KI-Anbieter hat mit einem Fehler geantwortet (HTTP {status}).',
  'assistant.error.providerUnreachable': 'Der KI-Anbieter ist nicht erreichbar.',
  'assistant.error.providerFailed': 'Der KI-Anbieter konnte nicht antworten.',
  'assistant.error.cancelled': 'Die Antwort wurde abgebrochen.',
  'assistant.model.offline': 'Offline-Antwort (zitiert das Material)',
  'assistant.model.notEnabled': 'Auf diesem Server nicht aktiviert: Fragen Sie Ihre Administration',
  'error.modelUnavailable': '{model} ist nicht verfügbar: {reason}',

  'notification.enrolled.title': 'Du wurdest in {course} eingeschrieben',
  'notification.enrolled.body': '{code}: Die Aktivitäten findest du jetzt unter Meine Kurse.',
  'notification.submitted.title': '{student} hat {activity} abgegeben',
  'notification.submitted.body': '{course}: Das Gespräch kann jetzt durchgesehen werden.',
  'notification.feedback.title': 'Feedback zu {activity}',
  'notification.feedback.body': '{course}: Deine Lehrkraft hat Feedback freigegeben.',
  'notification.feedback.bodyScore':
    '{course}: Deine Lehrkraft hat Feedback freigegeben. Punkte: {score}/100.',
  'notification.question.title': 'Frage von {student}',
  'notification.question.body': '{activity}: hat Sie zu einer Antwort des Assistenten gefragt.',
  'notification.question.bodyNote': '{activity}: „{note}“',
  'notification.answer.title': '{teacher} hat deine Frage beantwortet',
  'notification.answer.body': '{activity}: {answer}',
  'notification.contact.title': 'Neue Nachricht von {name}',
  'notification.materialReady.title': 'Material bereit: {activity}',
  'notification.materialReady.body':
    '{files, plural, one {# Datei ist für die Lernenden bereit.} other {# Dateien sind für die Lernenden bereit.}}',
  'notification.materialFailed.title': 'Material fehlgeschlagen: {activity}',

  'roster.status.add': 'Neu',
  'roster.status.enroll': 'Einschreiben',
  'roster.status.skip': 'Übersprungen',
  'roster.status.error': 'Fehler',
  'roster.problem.repeatsRow': 'Wiederholt Zeile {row}.',
  'roster.problem.registered': 'Bereits registriert.',
  'roster.problem.enrolled': 'Bereits in {code} eingeschrieben.',
  'roster.problem.full': '{code} ist voll ({taken} von {max} Plätzen belegt).',
  'roster.problem.otherRole':
    '{email} ist bereits mit der Rolle {role, select, admin {Admin} teacher {Lehrkraft} other {Lernende}} registriert.',
  'roster.problem.teacherCourse':
    'Nur Lernende werden in Kurse eingeschrieben: Lassen Sie den Kurscode leer.',
  'roster.problem.unknownCourse': 'Kein Kurs hat den Code {code}.',
  'roster.header.row': 'Zeile',
  'roster.header.problem': 'Problem',

  'csv.firstName': 'Vorname',
  'csv.lastName': 'Nachname',
  'csv.email': 'E-Mail',
  'csv.department': 'Fachbereich',
  'csv.phone': 'Telefon',
  'csv.courseCode': 'Kurscode',
  'csv.status': 'Status',
  'csv.student': 'Lernende',
  'csv.course': 'Kurs',
  'csv.activity': 'Aktivität',
  'csv.lastActive': 'Zuletzt aktiv ({zone})',
  'csv.never': 'Nie',
  'csv.lastResponse': 'Letzte Antwort ({zone})',
  'csv.completed': 'Abgeschlossen',
  'csv.inProgress': 'In Bearbeitung',
  'csv.messages': 'Nachrichten',
  'csv.teacherAnswers': 'Antworten der Lehrkraft',
  'csv.feedback': 'Feedback',
  'csv.feedback.none': 'Keines',
  'csv.feedback.draft': 'Entwurf',
  'csv.feedback.released': 'Freigegeben',
  'csv.score': 'Punkte',
  'csv.feedbackComment': 'Feedback-Kommentar',
  'csv.feedbackReleased': 'Feedback freigegeben ({zone})',
  'csv.time': 'Zeit ({zone})',
  'csv.who': 'Wer',
  'csv.role': 'Rolle',
  'csv.action': 'Aktion',
  'csv.about': 'Betrifft',
  'csv.resource': 'Ressource',
  'csv.resourceName': 'Name der Ressource',
  'csv.details': 'Details',
  'csv.ip': 'IP-Adresse',
  'csv.enrolled': 'Eingeschrieben ({zone})',
  'csv.submitted': 'Abgegeben ({zone})',
  'csv.sender': 'Absender',
  'csv.message': 'Nachricht',
  'csv.sources': 'Quellen',
  'csv.page': 'S. {page}',
  'csv.reaction': 'Bewertung',

  'error.signIn': 'Bitte melden Sie sich an.',
  'error.wrongRole': 'Sie haben keinen Zugriff darauf.',
  'error.crossSite': 'Websiteübergreifende Anfragen sind nicht erlaubt.',
  'error.unreadable':
    'Die Anfrage konnte nicht gelesen werden. Senden Sie die Eingabe als JSON in der erwarteten Form.',
  'error.serverFault': 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es noch einmal.',
  'error.unavailable':
    'TeachChat ist vorübergehend nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  'error.archived': 'Dieser Kurs ist archiviert: Er kann gelesen, aber nicht geändert werden.',
  'error.tokensInApp':
    'API-Tokens können nur in der Web-App verwaltet werden, nicht mit einem API-Token.',
  'error.courseNotFound': 'Kurs nicht gefunden',
  'error.teacherNotFound': 'Lehrkraft nicht gefunden',
  'error.studentNotFound': 'Lernende Person nicht gefunden',
  'error.messageNotFound': 'Nachricht nicht gefunden',
  'error.activityNotFound': 'Aktivität nicht gefunden',
  'error.activityDetailsNotFound': 'Details der Aktivität mit der ID {id} nicht gefunden',
  'error.materialNotReady':
    'Das Kursmaterial dieser Aktivität wird noch vorbereitet. Bitte versuche es in einer Minute noch einmal.',
  'error.submitted': 'Diese Aktivität wurde abgegeben. Du kannst keine Nachrichten mehr senden.',
  'error.tooFast': 'Du sendest Nachrichten zu schnell. Bitte warte einen Moment.',
  'error.busy': 'Bitte warte, bis die aktuelle Antwort fertig ist.',
  'error.codeTaken': 'Der Kurscode {code} ist bereits vergeben.',
  'error.emailTaken': 'Es gibt bereits einen Benutzer mit der E-Mail-Adresse {email}.',
  'error.courseFull': 'Dieser Kurs ist voll ({taken} von {max} Plätzen belegt).',
  'error.placesLeft':
    '{free, plural, one {In diesem Kurs ist nur noch # Platz frei} other {In diesem Kurs sind nur noch # Plätze frei}} ({taken} von {max} Plätzen belegt); {selected} Lernende wurden ausgewählt.',
  'error.alreadyEnrolled': '{name} ist bereits in {course} eingeschrieben.',
  'error.notEnrolled': 'Diese Person ist nicht in den Kurs eingeschrieben.',
  'error.rosterEmpty': 'Die Liste hat eine Kopfzeile, aber keine Personen.',
  'error.noCourseSelected': 'Kein Kurs ausgewählt.',
  'error.chooseTeacher': 'Wählen Sie die zuständige Lehrkraft aus der Liste der Lehrkräfte.',
  'error.maxBelowEnrolled':
    'Die maximale Teilnehmerzahl darf nicht unter den {enrolled} bereits eingeschriebenen Lernenden liegen.',
  'error.feedbackNotSubmitted':
    'Feedback kann geschrieben werden, sobald die lernende Person die Aktivität abgegeben hat.',
  'error.feedbackReleased':
    'Dieses Feedback wurde freigegeben und kann nicht mehr geändert werden.',
  'error.feedbackMissing': 'Speichern Sie das Feedback, bevor Sie es freigeben.',
  'error.tooManyQuestions':
    'Du kannst deiner Lehrkraft {perHour} Fragen pro Stunde stellen. Bitte warte eine Weile, bevor du erneut fragst.',
  'error.alreadyAnswered': 'Diese Frage wurde bereits beantwortet.',
  'error.correctionMissing': 'Schreiben Sie die Korrektur, bevor Sie sie anheften.',
  'error.alreadyPinned': 'Diese Korrektur ist bereits als Notiz der Lehrkraft angeheftet.',
  'error.noteNotFound': 'Notiz nicht gefunden',
  'error.questionNotFound': 'Frage nicht gefunden',
  'error.submissionNotFound': 'Abgabe nicht gefunden',
  'error.transcriptMissing': 'Erforderliche Angaben (Aktivität, lernende Person, Benutzer) fehlen.',
  'error.uploadsPerHour':
    'Zu viele Uploads in der letzten Stunde. Bitte versuchen Sie es später noch einmal.',
  'error.uploadsAtOnce':
    'Zu viele gleichzeitige Uploads. Bitte warten Sie, bis einer fertig ist, und versuchen Sie es erneut.',
  'error.noFile': 'Bitte laden Sie mindestens eine Datei hoch.',
  'error.chooseImage': 'Wählen Sie ein Bild zum Hochladen.',
  'error.imageType': '{file}: Laden Sie ein PNG-, JPEG- oder WebP-Bild hoch.',
  'error.activityDetailsMissing': 'Die Angaben zur Aktivität fehlen.',
  'error.checkActivity': 'Prüfen Sie die Angaben zur Aktivität.',
  'error.chooseStore': 'Wählen Sie einen Vektorspeicher.',
  'error.fileTooLarge': 'Datei zu groß: {name} (max. {mb} MB)',
  'error.archiveRunning': 'Nur ein beendeter Kurs kann archiviert werden.',
  'error.termNotFound': 'Zeitraum nicht gefunden',
  'error.personNotFound': 'Person nicht gefunden',
  'error.tokenLimit': 'Sie können höchstens {max} API-Tokens haben. Widerrufen Sie zuerst eines.',
  'error.tokenNotFound': 'Token nicht gefunden.',
  'error.rosterChanged':
    'Einige dieser Personen wurden inzwischen hinzugefügt. Zeigen Sie die Vorschau der Liste erneut an.',
  'error.rosterColumnTwice': 'Die Spalte „{column}“ kommt zweimal vor.',
  'error.stillTeaches':
    '{name} unterrichtet noch {courses}. {count, plural, one {Weisen Sie diesen Kurs zuerst einer anderen Lehrkraft zu.} other {Weisen Sie diese Kurse zuerst einer anderen Lehrkraft zu.}}',
  'error.noTerm':
    'Dieser Kurs gehört noch zu keinem Zeitraum: Eine Administratorin oder ein Administrator ordnet ihn unter Admin → Zeiträume zu.',
  'error.noTermYet': 'Dieser Kurs gehört noch zu keinem Zeitraum.',
  'error.noNextTerm':
    'Nach {term} beginnt noch kein Zeitraum: Eine Administratorin oder ein Administrator legt ihn unter Admin → Zeiträume an.',
  'error.sameTerm': 'Wählen Sie einen anderen Zeitraum als Ziel der Kopie.',
  'error.notCopied': '{code} konnte nicht kopiert werden. Versuchen Sie es erneut.',
  'error.termExists': 'Ein Zeitraum namens {name} ({code}) existiert bereits.',
  'lti.refused.title': 'TeachChat konnte nicht geöffnet werden',
  'lti.refused.unknown_platform':
    'Dieses LMS ist bei TeachChat nicht registriert. Wende dich an deine Administration.',
  'lti.refused.platform_disabled':
    'TeachChat ist für dieses LMS ausgeschaltet. Wende dich an deine Administration.',
  'lti.refused.unknown_deployment': 'Diese LMS-Bereitstellung ist bei TeachChat nicht registriert.',
  'lti.refused.invalid_token':
    'Das LMS hat einen Start gesendet, der nicht überprüft werden konnte. Bitte versuche es noch einmal.',
  'lti.refused.invalid_state':
    'Dieser Start wurde nicht in diesem Browser begonnen oder bereits verwendet.',
  'lti.refused.invalid_message': 'Das LMS hat einen Start gesendet, den TeachChat nicht versteht.',
  'lti.refused.no_role': 'Deine Rolle in diesem LMS-Kurs gibt dir keinen Zugang zu TeachChat.',
  'lti.refused.email_in_use':
    'Ein TeachChat-Konto verwendet bereits deine E-Mail-Adresse. Bitte deine Administration, die LMS-Konten zu verknüpfen.',
  'lti.refused.role_mismatch':
    'Dein TeachChat-Konto hat eine andere Rolle als deine Rolle in diesem LMS-Kurs.',
  'lti.refused.course_not_ready':
    'Deine Lehrkraft hat TeachChat in diesem Kurs noch nicht geöffnet.',
  'ingest.unsupportedType':
    '{file}: Dateityp nicht unterstützt. Laden Sie PDF, DOCX, TXT, CSV oder Markdown hoch.',
  'ingest.emptyFile': '{file}: Die Datei ist leer.',
  'ingest.noText': '{file}: In dieser Datei wurde kein Text gefunden.',
  'ingest.noCsvRows': '{file}: Diese CSV-Datei enthält keine Datenzeilen.',
  'ingest.pdfPassword': '{file}: Dieses PDF ist passwortgeschützt.',
  'ingest.pdfDamaged':
    '{file}: Dieses PDF konnte nicht gelesen werden (es ist möglicherweise beschädigt).',
  'ingest.pdfNoText':
    '{file}: In diesem PDF wurde kein Text gefunden (gescannte Seiten bräuchten Texterkennung, die nicht unterstützt wird).',
  'ingest.docxTooLarge': '{file}: Dieses DOCX ist entpackt zu groß.',
  'ingest.docxUnreadable': '{file}: Dieses DOCX konnte nicht gelesen werden.',
  'ingest.docxNoText': '{file}: In diesem DOCX wurde kein Text gefunden.',
  'lti.error.platformTaken': 'Dieses LMS (Aussteller und Client-ID) ist bereits registriert.',
  'lti.error.platformNotFound': 'LMS nicht gefunden.',
  'lti.error.courseNotFound': 'Kurs nicht gefunden.',
  'lti.error.courseLinked': 'Dieser LMS-Kurs ist bereits verknüpft.',
  'lti.error.rosterRefused': 'Das LMS hat die Teilnehmerliste verweigert ({status}).',
  'lti.error.lmsCourseNotFound': 'LMS-Kurs nicht gefunden.',
  'lti.error.noRosterService':
    'Dieser LMS-Kurs hat noch keinen Teilnehmerdienst: Öffnen Sie ihn zuerst aus dem LMS.',
  'lti.error.rosterElsewhere': 'Der Teilnehmerdienst liegt nicht auf diesem LMS.',
  'lti.error.deploymentNotFound': 'Bereitstellung nicht gefunden.',
  'lti.error.deploymentTaken': 'Diese Bereitstellung ist bereits registriert.',
  'lti.error.lmsAnswered': 'Das LMS hat unter {origin} mit {status} geantwortet.',
  'lti.error.registrationExpired':
    'Dieser Registrierungslink ist abgelaufen. Erstellen Sie unter Einstellungen → LMS einen neuen.',
  'lti.error.configHttps': 'Die LMS-Konfiguration muss über https bereitgestellt werden.',
  'lti.error.configUnreadable':
    'Das LMS hat eine Konfiguration gesendet, die TeachChat nicht lesen kann.',
  'lti.error.registrationRefused': 'Das LMS hat die Registrierung nicht angenommen.',
  'lti.error.tokenRefused': 'Das LMS hat ein Dienst-Token verweigert ({status}).',
  'lti.error.noDeepLinking': 'Das LMS hat keine Deep-Linking-Einstellungen gesendet.',
  'lti.error.choiceExpired':
    'Diese Auswahl ist abgelaufen. Fügen Sie TeachChat erneut aus dem LMS hinzu.',
  'lti.error.choiceOthers': 'Diese Auswahl gehört einer anderen Person.',
  'lti.error.platformOff': 'TeachChat ist für dieses LMS ausgeschaltet.',
  'lti.error.otherHost': 'Das LMS hat die Antwort auf einem anderen Host angefordert.',
  'lti.error.titleRequired': 'Der Titel der Aktivität ist erforderlich',
};
