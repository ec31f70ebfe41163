import type { TextKey } from './en.ts';

/**
 * French (vous). Apostrophes are typographic (’): in ICU MessageFormat a straight one before
 * a brace would quote it.
 */
export const fr: Record<TextKey, string> = {
  'assistant.offline.intro':
    'D’après le support de cours (réponse hors ligne, donc citée telle quelle) :',
  'assistant.offline.noteIntro':
    'Votre enseignant a écrit une note à ce sujet (réponse hors ligne, donc citée telle quelle) :',
  'assistant.notCovered':
    'Je n’ai rien trouvé à ce sujet dans le support de cours de cette activité. Reformulez votre question ou posez-la à votre enseignant.',
  'assistant.offline.otherLanguage':
    'Le support de ce cours est en {language, select, en {anglais} es {espagnol} fr {français} de {allemand} it {italien} pt {portugais} nl {néerlandais} other {une autre langue}} et votre question semble écrite dans une autre langue : je n’ai pu chercher qu’avec les mots qu’ils ont en commun. Posée dans la langue du support, elle trouvera davantage.',
  'assistant.withheld':
    'Je ne peux pas vous donner la réponse finale à ce problème : votre enseignant veut que vous la trouviez vous-même. Je peux en revanche vous aider avec la méthode. Dites-moi à quelle étape vous en êtes, ou demandez-moi comment l’aborder.',
  'assistant.teacherNote': 'Note de l’enseignant',
  'assistant.error.interrupted':
    'Cette réponse a été interrompue parce que TeachChat était brièvement indisponible. Veuillez renvoyer votre message.',
  'assistant.error.noResponse': 'Impossible d’obtenir une réponse.',
  'assistant.error.incomplete': 'La configuration de l’activité est incomplète.',
  'assistant.error.temperature': 'Le réglage de la température n’est pas valide.',
  'assistant.error.noModel': 'Aucun modèle d’IA n’est configuré pour cette activité.',
  'assistant.error.providerSlow': 'Le fournisseur d’IA a mis trop de temps à répondre.',
  'assistant.error.providerStatus': 'Le fournisseur d’IA a répondu par une erreur (HTTP {status}).',
  'assistant.error.providerUnreachable': 'Le fournisseur d’IA est injoignable.',
  'assistant.error.providerFailed': 'Le fournisseur d’IA n’a pas pu répondre.',
  'assistant.error.cancelled': 'La réponse a été annulée.',
  'assistant.model.offline': 'Réponse hors ligne (cite le support)',
  'assistant.model.notEnabled': 'Non activé sur ce serveur : demandez à votre administrateur',
  'error.modelUnavailable': '{model} n’est pas disponible : {reason}',

  'notification.enrolled.title': 'Vous êtes inscrit à {course}',
  'notification.enrolled.body': '{code} : ses activités sont maintenant dans Mes cours.',
  'notification.submitted.title': '{student} a rendu {activity}',
  'notification.submitted.body': '{course} : la conversation est prête à être relue.',
  'notification.feedback.title': 'Retour sur {activity}',
  'notification.feedback.body': '{course} : votre enseignant a publié son retour.',
  'notification.feedback.bodyScore':
    '{course} : votre enseignant a publié son retour. Note : {score}/100.',
  'notification.question.title': 'Question de {student}',
  'notification.question.body':
    '{activity} : vous a posé une question sur une réponse de l’assistant.',
  'notification.question.bodyNote': '{activity} : « {note} »',
  'notification.answer.title': '{teacher} a répondu à votre question',
  'notification.answer.body': '{activity} : {answer}',
  'notification.contact.title': 'Nouveau message de {name}',
  'notification.materialReady.title': 'Support prêt : {activity}',
  'notification.materialReady.body':
    '{files, plural, one {# fichier prêt pour les élèves.} other {# fichiers prêts pour les élèves.}}',
  'notification.materialFailed.title': 'Échec du support : {activity}',

  'roster.status.add': 'Nouveau',
  'roster.status.enroll': 'Inscrire',
  'roster.status.skip': 'Ignoré',
  'roster.status.error': 'Erreur',
  'roster.problem.repeatsRow': 'Répète la ligne {row}.',
  'roster.problem.registered': 'Déjà enregistré.',
  'roster.problem.enrolled': 'Déjà inscrit à {code}.',
  'roster.problem.full': '{code} est complet ({taken} places prises sur {max}).',
  'roster.problem.otherRole':
    '{email} est déjà enregistré comme {role, select, admin {administrateur} teacher {enseignant} other {élève}}.',
  'roster.problem.teacherCourse':
    'Seuls les élèves sont inscrits à des cours : laissez le code du cours vide.',
  'roster.problem.unknownCourse': 'Aucun cours n’a le code {code}.',
  'roster.header.row': 'Ligne',
  'roster.header.problem': 'Problème',

  'csv.firstName': 'Prénom',
  'csv.lastName': 'Nom',
  'csv.email': 'E-mail',
  'csv.department': 'Département',
  'csv.phone': 'Téléphone',
  'csv.courseCode': 'Code du cours',
  'csv.status': 'Statut',
  'csv.student': 'Élève',
  'csv.course': 'Cours',
  'csv.activity': 'Activité',
  'csv.lastActive': 'Dernière activité ({zone})',
  'csv.never': 'Jamais',
  'csv.lastResponse': 'Date de la dernière réponse ({zone})',
  'csv.completed': 'Terminé',
  'csv.inProgress': 'En cours',
  'csv.messages': 'Messages',
  'csv.teacherAnswers': 'Réponses de l’enseignant',
  'csv.feedback': 'Retour',
  'csv.feedback.none': 'Aucun',
  'csv.feedback.draft': 'Brouillon',
  'csv.feedback.released': 'Publié',
  'csv.score': 'Note',
  'csv.feedbackComment': 'Commentaire du retour',
  'csv.feedbackReleased': 'Retour publié ({zone})',
  'csv.time': 'Heure ({zone})',
  'csv.who': 'Qui',
  'csv.role': 'Rôle',
  'csv.action': 'Action',
  'csv.about': 'Concerne',
  'csv.resource': 'Ressource',
  'csv.resourceName': 'Nom de la ressource',
  'csv.details': 'Détails',
  'csv.ip': 'Adresse IP',
  'csv.enrolled': 'Inscription ({zone})',
  'csv.submitted': 'Rendu ({zone})',
  'csv.sender': 'Expéditeur',
  'csv.message': 'Message',
  'csv.sources': 'Sources',
  'csv.page': 'p. {page}',
  'csv.reaction': 'Avis',

  'error.signIn': 'Veuillez vous connecter.',
  'error.wrongRole': 'Vous n’avez pas accès à cette ressource.',
  'error.crossSite': 'Les requêtes intersites ne sont pas autorisées.',
  'error.unreadable':
    'La requête est illisible. Envoyez les données en JSON, sous la forme attendue.',
  'error.serverFault': 'Une erreur s’est produite de notre côté. Veuillez réessayer.',
  'error.unavailable':
    'TeachChat est momentanément indisponible. Veuillez réessayer dans un instant.',
  'error.archived': 'Ce cours est archivé : il peut être consulté mais pas modifié.',
  'error.tokensInApp':
    'Les jetons d’API ne peuvent être gérés que dans l’application web, pas avec un jeton d’API.',
  'error.courseNotFound': 'Cours introuvable',
  'error.teacherNotFound': 'Enseignant introuvable',
  'error.studentNotFound': 'Élève introuvable',
  'error.messageNotFound': 'Message introuvable',
  'error.activityNotFound': 'Activité introuvable',
  'error.activityDetailsNotFound': 'Détails de l’activité introuvables pour l’ID : {id}',
  'error.materialNotReady':
    'Le support de cours de cette activité est encore en préparation. Veuillez réessayer dans une minute.',
  'error.submitted': 'Cette activité a été rendue. Vous ne pouvez plus envoyer de messages.',
  'error.tooFast': 'Vous envoyez des messages trop rapidement. Veuillez patienter un instant.',
  'error.busy': 'Veuillez attendre la fin de la réponse en cours.',
  'error.codeTaken': 'Le code de cours {code} est déjà utilisé.',
  'error.emailTaken': 'Un utilisateur avec l’adresse {email} existe déjà.',
  'error.courseFull': 'Ce cours est complet ({taken} places prises sur {max}).',
  'error.placesLeft':
    '{free, plural, one {Il ne reste que # place} other {Il ne reste que # places}} dans ce cours ({taken} places prises sur {max}) ; {selected} élèves ont été sélectionnés.',
  'error.alreadyEnrolled': '{name} est déjà inscrit à {course}.',
  'error.notEnrolled': 'Cet élève n’est pas inscrit à ce cours.',
  'error.rosterEmpty': 'La liste a une ligne d’en-tête mais aucune personne.',
  'error.noCourseSelected': 'Aucun cours sélectionné.',
  'error.chooseTeacher': 'Choisissez l’enseignant responsable dans la liste des enseignants.',
  'error.maxBelowEnrolled':
    'Le nombre maximal d’élèves ne peut pas être inférieur aux {enrolled} élèves déjà inscrits.',
  'error.feedbackNotSubmitted':
    'Vous pourrez écrire un retour une fois que l’élève aura rendu l’activité.',
  'error.feedbackReleased': 'Ce retour a été publié et ne peut plus être modifié.',
  'error.feedbackMissing': 'Enregistrez le retour avant de le publier.',
  'error.tooManyQuestions':
    'Vous pouvez poser {perHour} questions par heure à votre enseignant. Patientez un peu avant de demander à nouveau.',
  'error.alreadyAnswered': 'Cette question a déjà reçu une réponse.',
  'error.correctionMissing': 'Rédigez la correction avant de l’épingler.',
  'error.alreadyPinned': 'Cette correction est déjà épinglée comme note de l’enseignant.',
  'error.noteNotFound': 'Note introuvable',
  'error.questionNotFound': 'Question introuvable',
  'error.submissionNotFound': 'Rendu introuvable',
  'error.transcriptMissing':
    'Des informations requises (activité, élève, utilisateur) sont manquantes.',
  'error.uploadsPerHour':
    'Trop de téléversements au cours de la dernière heure. Veuillez réessayer plus tard.',
  'error.uploadsAtOnce':
    'Trop de téléversements en même temps. Attendez qu’un téléversement se termine, puis réessayez.',
  'error.noFile': 'Veuillez téléverser au moins un fichier.',
  'error.chooseImage': 'Choisissez une image à téléverser.',
  'error.imageType': '{file} : téléversez une image PNG, JPEG ou WebP.',
  'error.activityDetailsMissing': 'Les détails de l’activité sont manquants.',
  'error.checkActivity': 'Vérifiez les détails de l’activité.',
  'error.chooseStore': 'Choisissez un magasin de vecteurs.',
  'error.fileTooLarge': 'Fichier trop volumineux : {name} (max. {mb} Mo)',
  'error.archiveRunning': 'Seul un cours terminé peut être archivé.',
  'error.termNotFound': 'Période introuvable',
  'error.personNotFound': 'Personne introuvable',
  'error.tokenLimit': 'Vous pouvez avoir au plus {max} jetons d’API. Révoquez-en un d’abord.',
  'error.tokenNotFound': 'Jeton introuvable.',
  'error.rosterChanged':
    'Certaines de ces personnes ont été ajoutées entre-temps. Prévisualisez à nouveau la liste.',
  'error.rosterColumnTwice': 'La colonne « {column} » apparaît deux fois.',
  'error.stillTeaches':
    '{name} enseigne encore {courses}. {count, plural, one {Attribuez d’abord ce cours à un autre enseignant.} other {Attribuez d’abord ces cours à un autre enseignant.}}',
  'error.noTerm':
    'Ce cours n’est encore dans aucune période : un administrateur l’y place dans Admin → Périodes.',
  'error.noTermYet': 'Ce cours n’est encore dans aucune période.',
  'error.noNextTerm':
    'Aucune période ne commence encore après {term} : un administrateur l’ajoute dans Admin → Périodes.',
  'error.sameTerm': 'Choisissez une autre période vers laquelle copier.',
  'error.notCopied': '{code} n’a pas pu être copié. Réessayez.',
  'error.termExists': 'Une période nommée {name} ({code}) existe déjà.',
  'lti.refused.title': 'TeachChat n’a pas pu s’ouvrir',
  'lti.refused.unknown_platform':
    'Ce LMS n’est pas enregistré dans TeachChat. Adressez-vous à votre administrateur.',
  'lti.refused.platform_disabled':
    'TeachChat est désactivé pour ce LMS. Adressez-vous à votre administrateur.',
  'lti.refused.unknown_deployment': 'Ce déploiement du LMS n’est pas enregistré dans TeachChat.',
  'lti.refused.invalid_token':
    'Le LMS a envoyé un lancement qui n’a pas pu être vérifié. Veuillez réessayer.',
  'lti.refused.invalid_state':
    'Ce lancement n’a pas été ouvert dans ce navigateur, ou il a déjà été utilisé.',
  'lti.refused.invalid_message': 'Le LMS a envoyé un lancement que TeachChat ne comprend pas.',
  'lti.refused.no_role': 'Votre rôle dans ce cours du LMS ne vous donne pas accès à TeachChat.',
  'lti.refused.email_in_use':
    'Un compte TeachChat utilise déjà votre adresse e-mail. Demandez à votre administrateur de relier les comptes du LMS.',
  'lti.refused.role_mismatch':
    'Votre compte TeachChat a un autre rôle que votre rôle dans ce cours du LMS.',
  'lti.refused.course_not_ready': 'Votre enseignant n’a pas encore ouvert TeachChat dans ce cours.',
  'ingest.unsupportedType':
    '{file} : type de fichier non pris en charge. Téléversez un PDF, DOCX, TXT, CSV ou Markdown.',
  'ingest.emptyFile': '{file} : le fichier est vide.',
  'ingest.noText': '{file} : aucun texte trouvé dans ce fichier.',
  'ingest.noCsvRows': '{file} : ce CSV n’a aucune ligne de données.',
  'ingest.pdfPassword': '{file} : ce PDF est protégé par un mot de passe.',
  'ingest.pdfDamaged': '{file} : ce PDF n’a pas pu être lu (il est peut-être endommagé).',
  'ingest.pdfNoText':
    '{file} : aucun texte trouvé dans ce PDF (les pages numérisées nécessitent une reconnaissance de texte, qui n’est pas prise en charge).',
  'ingest.docxTooLarge': '{file} : ce DOCX est trop volumineux une fois décompressé.',
  'ingest.docxUnreadable': '{file} : ce DOCX n’a pas pu être lu.',
  'ingest.docxNoText': '{file} : aucun texte trouvé dans ce DOCX.',
  'lti.error.platformTaken': 'Ce LMS (émetteur et identifiant client) est déjà enregistré.',
  'lti.error.platformNotFound': 'LMS introuvable.',
  'lti.error.courseNotFound': 'Cours introuvable.',
  'lti.error.courseLinked': 'Ce cours du LMS est déjà relié.',
  'lti.error.rosterRefused': 'Le LMS a refusé la liste des participants ({status}).',
  'lti.error.lmsCourseNotFound': 'Cours du LMS introuvable.',
  'lti.error.noRosterService':
    'Ce cours du LMS n’a pas encore de service de participants : ouvrez-le d’abord depuis le LMS.',
  'lti.error.rosterElsewhere': 'Le service de participants n’est pas sur ce LMS.',
  'lti.error.deploymentNotFound': 'Déploiement introuvable.',
  'lti.error.deploymentTaken': 'Ce déploiement est déjà enregistré.',
  'lti.error.lmsAnswered': 'Le LMS a répondu {status} à {origin}.',
  'lti.error.registrationExpired':
    'Ce lien d’enregistrement a expiré. Créez-en un nouveau dans Paramètres → LMS.',
  'lti.error.configHttps': 'La configuration du LMS doit être servie en https.',
  'lti.error.configUnreadable': 'Le LMS a envoyé une configuration que TeachChat ne peut pas lire.',
  'lti.error.registrationRefused': 'Le LMS n’a pas accepté l’enregistrement.',
  'lti.error.tokenRefused': 'Le LMS a refusé un jeton de service ({status}).',
  'lti.error.noDeepLinking': 'Le LMS n’a envoyé aucun réglage de lien profond.',
  'lti.error.choiceExpired': 'Ce choix a expiré. Ajoutez de nouveau TeachChat depuis le LMS.',
  'lti.error.choiceOthers': 'Ce choix appartient à une autre personne.',
  'lti.error.platformOff': 'TeachChat est désactivé pour ce LMS.',
  'lti.error.otherHost': 'Le LMS a demandé la réponse sur un autre hôte.',
  'lti.error.titleRequired': 'Le titre de l’activité est obligatoire',
};
