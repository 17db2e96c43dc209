<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AuthDebuggerView</name>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="87"/>
        <source>[… cut at %1 characters]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="209"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="211"/>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="213"/>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="215"/>
        <source>URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="217"/>
        <source>HTTP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="219"/>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="221"/>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="310"/>
        <source>Copy Sign-In Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="312"/>
        <source>Copy the address of the sign-in page, to open it in a browser yourself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="314"/>
        <source>Open in Browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="316"/>
        <source>Open the sign-in page in the desktop&apos;s browser again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="327"/>
        <source>the desktop could not open a browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="342"/>
        <source>Sign-in link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="343"/>
        <source>No browser opened the sign-in page: open this address in a browser yourself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="365"/>
        <source>Sign In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="365"/>
        <source>Start a sign-in now, without waiting for a 401</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="366"/>
        <source>Sign Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="367"/>
        <source>Forget the tokens (here and in the secret store) and revoke them where the server offers it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="368"/>
        <source>Refresh Token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="369"/>
        <source>Get a new access token now with the refresh token (or the client credentials)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="370"/>
        <source>Clear Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="370"/>
        <source>Remove every step from the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="372"/>
        <source>Reveal secrets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="374"/>
        <source>Warning: shows tokens, codes, verifiers and client secrets in full, in the table, the details, Copy and Export. Anyone who sees the screen or the file can use them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="378"/>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="378"/>
        <source>Copy every step as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="379"/>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="379"/>
        <source>Save every step as a JSON file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="388"/>
        <source>Authorization steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="389"/>
        <source>Every request and decision of the sign-in: time, step, method, URL, HTTP status, duration and outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="402"/>
        <source>Step details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="404"/>
        <source>The selected step&apos;s request and response in full: request line, headers, bodies and what it decided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="408"/>
        <source>Select a step to see its request and response</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="486"/>
        <source>No server selected.
Authorization applies to Streamable HTTP servers: select one to see how it signs in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="489"/>
        <source>Authorization applies to Streamable HTTP servers; &quot;%1&quot; uses %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="492"/>
        <source>&quot;%1&quot; has no authorization: it is set to send no credentials (Edit Server → Authorization).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="606"/>
        <source>Server: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="608"/>
        <source>Authorization server: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="610"/>
        <source>Client id: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="643"/>
        <source>token without an expiry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="647"/>
        <source>token expires in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="652"/>
        <source>token expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="724"/>
        <source>Query:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="758"/>
        <location filename="../views/authdebuggerview.cpp" line="762"/>
        <source>Export authorization steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="758"/>
        <source>JSON (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/authdebuggerview.cpp" line="762"/>
        <source>Could not write %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BottomTabs</name>
    <message>
        <location filename="../views/bottomtabs.cpp" line="13"/>
        <source>Operations, questions, traffic, timeline, waiting requests and the selected server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/bottomtabs.cpp" line="17"/>
        <source>The selected server: its description, resources, prompt templates, skills, log and sign-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/bottomtabs.cpp" line="27"/>
        <location filename="../views/bottomtabs.cpp" line="62"/>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/bottomtabs.cpp" line="29"/>
        <source>The selected server: what it declared, its resources, prompt templates, skills, log and sign-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/bottomtabs.cpp" line="35"/>
        <location filename="../views/bottomtabs.cpp" line="62"/>
        <source>Server: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExpertView</name>
    <message>
        <location filename="../views/expertview.cpp" line="74"/>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/expertview.cpp" line="75"/>
        <source>What the wire check and the protocol lint found in the servers&apos; traffic; activate one to see its message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/expertview.cpp" line="99"/>
        <source>Severity filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/expertview.cpp" line="100"/>
        <source>Shows the findings of one severity, or all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/expertview.cpp" line="101"/>
        <source>All findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/expertview.cpp" line="102"/>
        <source>Errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/expertview.cpp" line="103"/>
        <source>Warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/expertview.cpp" line="103"/>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/expertview.cpp" line="128"/>
        <source>Nothing found: every message so far passed the wire check and the protocol lint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/expertview.cpp" line="131"/>
        <source>%1, %2, %3. Double-click a finding to see its message.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/expertview.cpp" line="132"/>
        <source>1 error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/expertview.cpp" line="132"/>
        <source>%1 errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/expertview.cpp" line="133"/>
        <source>1 warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/expertview.cpp" line="133"/>
        <source>%1 warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/expertview.cpp" line="134"/>
        <source>1 note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/expertview.cpp" line="134"/>
        <source>%1 notes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FaultsDialog</name>
    <message>
        <location filename="../views/faultsdialog.ui" line="12"/>
        <source>&amp;Latency, each message:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/faultsdialog.ui" line="13"/>
        <location filename="../views/faultsdialog.ui" line="21"/>
        <location filename="../views/faultsdialog.cpp" line="37"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/faultsdialog.ui" line="13"/>
        <location filename="../views/faultsdialog.ui" line="17"/>
        <location filename="../views/faultsdialog.ui" line="21"/>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/faultsdialog.ui" line="14"/>
        <source>Drop the &amp;link:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/faultsdialog.ui" line="15"/>
        <location filename="../views/faultsdialog.ui" line="17"/>
        <location filename="../views/faultsdialog.ui" line="19"/>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/faultsdialog.ui" line="15"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/faultsdialog.ui" line="16"/>
        <source>Close &amp;SSE streams after:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/faultsdialog.ui" line="18"/>
        <source>Answer &amp;503 to POSTs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/faultsdialog.ui" line="19"/>
        <source>every </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/faultsdialog.ui" line="20"/>
        <source>S&amp;tall the first answer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/faultsdialog.ui" line="22"/>
        <source>D&amp;rop the first:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/faultsdialog.ui" line="24"/>
        <source>Send &amp;twice the first:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/faultsdialog.ui" line="30"/>
        <source>&amp;Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/faultsdialog.ui" line="31"/>
        <location filename="../views/faultsdialog.cpp" line="131"/>
        <source>&amp;Drop Link Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/faultsdialog.ui" line="32"/>
        <source>Re&amp;move Faults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/faultsdialog.ui" line="37"/>
        <source>Faults as they hit (each is marked on the operations running then):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/faultsdialog.ui" line="42"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/faultsdialog.ui" line="43"/>
        <source>Fault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/faultsdialog.ui" line="44"/>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/faultsdialog.cpp" line="28"/>
        <source>Faults: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/faultsdialog.cpp" line="109"/>
        <source>the faults could not be applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/faultsdialog.cpp" line="131"/>
        <source>&amp;Kill Server Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/faultsdialog.cpp" line="134"/>
        <source>This server is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/faultsdialog.cpp" line="134"/>
        <source>No faults here: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/faultsdialog.cpp" line="137"/>
        <source>The inspector&apos;s link to this server goes through a tap on 127.0.0.1 in this program, which commits the faults. A new plan applies at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/faultsdialog.cpp" line="140"/>
        <source>The server is started through mcp-async tap, which commits the faults; each new plan restarts the server. The server is killed and started again to drop the link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/faultsdialog.cpp" line="145"/>
        <source>Not applied: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/faultsdialog.cpp" line="147"/>
        <source>Faults on: %1. %2 hit so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/faultsdialog.cpp" line="151"/>
        <source>No faults: the inspector talks to the server directly.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FreedesktopNotifier</name>
    <message>
        <location filename="../views/notifier.cpp" line="136"/>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GuiInputHandler</name>
    <message>
        <location filename="../views/guiinputhandler.cpp" line="84"/>
        <source>A server needs your input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/guiinputhandler.cpp" line="84"/>
        <source>%1 needs your input</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../views/joindialog.cpp" line="23"/>
        <source>Join Operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/joindialog.cpp" line="25"/>
        <source>Attach to an operation started elsewhere, by its handle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/joindialog.cpp" line="35"/>
        <source>&amp;Server:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/joindialog.cpp" line="42"/>
        <source>&amp;Dialect:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/joindialog.cpp" line="47"/>
        <source>&amp;Handle:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/joindialog.cpp" line="59"/>
        <source>&amp;Join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/joindialog.cpp" line="130"/>
        <source>Cannot join: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/joindialog.cpp" line="142"/>
        <source>Add a server first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LaunchPanel</name>
    <message>
        <location filename="../views/launchpanel.cpp" line="104"/>
        <source>&amp;Dialect:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/launchpanel.cpp" line="107"/>
        <source>Auto picks what the tool and server declare; any dialect can be forced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/launchpanel.cpp" line="110"/>
        <source>&amp;keepAlive:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/launchpanel.cpp" line="111"/>
        <source>keepAlive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/launchpanel.cpp" line="112"/>
        <source>Seconds the server keeps the result after the end; 0: its default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/launchpanel.cpp" line="135"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/launchpanel.cpp" line="136"/>
        <source>server default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/launchpanel.cpp" line="113"/>
        <source>How long the server keeps the result after the last answer (it may lower it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/launchpanel.cpp" line="117"/>
        <source>&amp;ttl:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/launchpanel.cpp" line="118"/>
        <source>ttl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/launchpanel.cpp" line="118"/>
        <source>Seconds the server keeps the task; 0: its default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/launchpanel.cpp" line="119"/>
        <source>How long the server keeps the task from its creation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/launchpanel.cpp" line="72"/>
        <source>Reset to Defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/launchpanel.cpp" line="75"/>
        <source>&amp;Launch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/launchpanel.cpp" line="184"/>
        <source>No tool selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/launchpanel.cpp" line="186"/>
        <source>Pick a tool on the left to fill in its arguments and launch it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/launchpanel.cpp" line="187"/>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/launchpanel.cpp" line="226"/>
        <source>auto → tasks-ext (a task if the server makes one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/launchpanel.cpp" line="227"/>
        <source>auto → %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/launchpanel.cpp" line="235"/>
        <source>%1 (not declared: force)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/launchpanel.cpp" line="258"/>
        <source>Select a server first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/launchpanel.cpp" line="260"/>
        <source>Select a tool first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/launchpanel.cpp" line="262"/>
        <source>Not ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/launchpanel.cpp" line="264"/>
        <source>Connect %1 to launch (it is %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/launchpanel.cpp" line="268"/>
        <source>Raw JSON: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/launchpanel.cpp" line="273"/>
        <source>Fix the arguments above first (or send them as raw JSON).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/launchpanel.cpp" line="315"/>
        <source>%1 is forced although neither the server nor the tool declares it: expect the server&apos;s error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/launchpanel.cpp" line="319"/>
        <source>The tool requires an async dialect; a plain call will most likely be refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/launchpanel.cpp" line="322"/>
        <source>The raw arguments do not match the schema; Launch sends them as they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/launchpanel.cpp" line="325"/>
        <source>Runs as a plain call that the server may turn into a task (tasks-ext). It shows in Operations below, with its progress, prompts and result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/launchpanel.cpp" line="328"/>
        <source>Runs as %1. It shows in Operations below, with its progress, prompts and result.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LoadDialog</name>
    <message>
        <location filename="../views/loaddialog.cpp" line="98"/>
        <source>Load Test: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="98"/>
        <source>Load Test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="106"/>
        <source>%v of %m ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="153"/>
        <source>&amp;Tool:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="156"/>
        <source>Auto picks what the tool and the server declare, as a launch does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="157"/>
        <source>&amp;Dialect:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="160"/>
        <source>Arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="161"/>
        <source>The tool&apos;s arguments as a JSON object, the same for every launch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="165"/>
        <source>&amp;Arguments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="167"/>
        <source>How many operations run at once at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="168"/>
        <source>&amp;Concurrency:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="169"/>
        <source>How many operations the run launches in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="170"/>
        <source>T&amp;otal:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="171"/>
        <source>&amp;Keep finished operations in the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="173"/>
        <source>Off: each operation leaves the Operations table when it ends, so that a long run costs what its concurrency does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="177"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="178"/>
        <source>the server&apos;s default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="179"/>
        <source>E&amp;xpiry:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="180"/>
        <source>Send the dialect &amp;even where the tool or the server rules it out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="182"/>
        <source>To see what a server does with a request it did not offer, as mcp-async load --force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="222"/>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="225"/>
        <source>Sto&amp;p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="227"/>
        <source>Launch no more and cancel the operations still running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="228"/>
        <source>Save &amp;JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="230"/>
        <source>Save the figures as JSON, as mcp-async load prints them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="238"/>
        <location filename="../views/loaddialog.cpp" line="243"/>
        <source>Save Load Figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="240"/>
        <source>JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="254"/>
        <source>Load chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="255"/>
        <source>Operations in flight, completed and failed over the run, and the time each operation took, drawn when it ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="257"/>
        <source>elapsed (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="258"/>
        <source>operations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="259"/>
        <source>time to end (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="261"/>
        <source>in flight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="261"/>
        <source>completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="261"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="262"/>
        <source>time of a completion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="262"/>
        <source>time of a failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="269"/>
        <source>Export Image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="288"/>
        <source>Load figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="290"/>
        <source>accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="290"/>
        <source>first progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="290"/>
        <source>completion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="291"/>
        <source>count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="291"/>
        <source>p50 (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="291"/>
        <source>p90 (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="291"/>
        <source>p99 (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="291"/>
        <source>max (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="292"/>
        <source>From each launch: until the server took the operation on (accept), until its first progress notification, until it ended. Percentiles by nearest rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="306"/>
        <source>Throughput:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="306"/>
        <source>Polls:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="306"/>
        <source>Not completed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="367"/>
        <source>auto → %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="397"/>
        <source>%1 (not offered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="432"/>
        <source>The server is no longer there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="434"/>
        <source>Connect %1 to start (it is %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="439"/>
        <source>No dialect is called “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="446"/>
        <source>The arguments are not valid JSON: %1 at character %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="448"/>
        <source>The arguments must be a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="453"/>
        <source>Cannot start: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="470"/>
        <source>Cannot load %1 as %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="506"/>
        <source>The ttl each task asks for: how long the server keeps it from its creation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="509"/>
        <source>The keepAlive each call asks for: how long the server keeps the result after the last answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="510"/>
        <source>This dialect has no expiry to ask for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="518"/>
        <source>Stopping: the running operations were asked to cancel; the run ends with the last of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="520"/>
        <source>Running. Stop, or closing this window, cancels the operations still running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="525"/>
        <source>Start launches %1 %2 times, at most %3 at once; each launch is timed until it ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="645"/>
        <source>%1 launched of %2; %3 running, %4 completed, %5 not completed; %6 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="673"/>
        <source>%1 per s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="679"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="682"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="725"/>
        <source>There is nothing to save: no run yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/loaddialog.cpp" line="732"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogsView</name>
    <message>
        <location filename="../views/logsview.cpp" line="38"/>
        <source>Server log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/logsview.cpp" line="39"/>
        <source>Time, level, logger and text of each message, and the stderr lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/logsview.cpp" line="69"/>
        <source>Sho&amp;w from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/logsview.cpp" line="69"/>
        <source>The least severe level shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/logsview.cpp" line="72"/>
        <source>&amp;Logger:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/logsview.cpp" line="72"/>
        <source>Show only this logger&apos;s messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/logsview.cpp" line="73"/>
        <source>any logger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/logsview.cpp" line="75"/>
        <source>&amp;Text:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/logsview.cpp" line="75"/>
        <source>Show only lines containing this text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/logsview.cpp" line="76"/>
        <source>search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/logsview.cpp" line="80"/>
        <source>Ser&amp;ver level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/logsview.cpp" line="81"/>
        <source>The least severe level the server is asked to send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/logsview.cpp" line="84"/>
        <source>&amp;Ask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/logsview.cpp" line="86"/>
        <source>Ask the server for messages of this level and above (logging/setLevel in 2025-11-25; in 2026-07-28 the level goes with each request)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/logsview.cpp" line="90"/>
        <source>E&amp;xport…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/logsview.cpp" line="108"/>
        <source>The server refused the level: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/logsview.cpp" line="125"/>
        <source>This server does not take a log level (no logging capability, or not connected).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/logsview.cpp" line="132"/>
        <source>Select a server to see its log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/logsview.cpp" line="138"/>
        <source>Level %1 is sent with this client&apos;s requests (2026-07-28).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/logsview.cpp" line="139"/>
        <source>The server was asked for level %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../views/logsview.cpp" line="142"/>
        <source>%n older line(s) dropped.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/logsview.cpp" line="164"/>
        <source>Export the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/logsview.cpp" line="164"/>
        <source>Text files (*.log *.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/logsview.cpp" line="166"/>
        <source>Could not write %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../views/mainwindow.cpp" line="96"/>
        <source>MCP Async Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="126"/>
        <source>the desktop could not open a browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="127"/>
        <source>Could not open a browser for the sign-in: open the link of the Authorization tab yourself (Copy Sign-In Link)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="153"/>
        <source>Select a server to see its JSON-RPC traffic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="171"/>
        <source>Servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="172"/>
        <location filename="../views/mainwindow.cpp" line="567"/>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="173"/>
        <source>Launch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="201"/>
        <source>Operations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="204"/>
        <location filename="../views/mainwindow.cpp" line="634"/>
        <source>Traffic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="206"/>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="206"/>
        <source>Every operation as a lane of its statuses over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="235"/>
        <source>Authorization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="236"/>
        <source>The selected server&apos;s sign-in: every step of discovery, registration, authorization and tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="230"/>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="210"/>
        <source>Waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="210"/>
        <source>Requests still waiting for an answer, both ways</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="220"/>
        <source>Overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="231"/>
        <source>The skills the selected server publishes, loaded on request and verified against their entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="282"/>
        <location filename="../views/mainwindow.cpp" line="286"/>
        <source>Save Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="283"/>
        <source>JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="288"/>
        <source>Saved the report of %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="301"/>
        <source>&amp;Join…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="303"/>
        <source>Attach to an operation by its handle (token, task id, saga token…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="305"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="324"/>
        <source>&amp;Launch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="327"/>
        <source>Launch the tool of the form with its arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="332"/>
        <source>&amp;Find a Tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="202"/>
        <location filename="../views/mainwindow.cpp" line="715"/>
        <source>Questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="203"/>
        <source>What the servers ask a person while a tool runs: elicitations and sampling requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="223"/>
        <source>Resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="224"/>
        <source>The resources and templates of the selected server, and its roots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="226"/>
        <source>Prompt templates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="227"/>
        <source>The prompt templates the selected server offers: fill in the arguments (completed by the server) and get the messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="221"/>
        <source>What the selected server declared, and its round-trip time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="212"/>
        <location filename="../views/mainwindow.cpp" line="217"/>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="213"/>
        <source>What the wire check and the protocol lint found wrong in the servers&apos; traffic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="217"/>
        <source>Expert (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="233"/>
        <source>Logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="233"/>
        <source>The selected server&apos;s log messages and stderr</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="339"/>
        <source>&amp;Answer Next Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="342"/>
        <source>Open the oldest question waiting for an answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="352"/>
        <source>&amp;Operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="367"/>
        <source>&amp;Notifications</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="370"/>
        <source>&amp;Silence Threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="377"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="378"/>
        <source>&amp;Go to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="380"/>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="383"/>
        <source>&amp;System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="383"/>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="383"/>
        <source>&amp;Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="399"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="401"/>
        <source>&amp;User Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="404"/>
        <source>&amp;About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="405"/>
        <source>About MCP Async Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="406"/>
        <source>&lt;b&gt;MCP Async Inspector&lt;/b&gt; %1&lt;p&gt;Inspect and drive long-running MCP tool calls in every async dialect: progress, prompts, expiry, cancellation and resumption.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="414"/>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="419"/>
        <source>Add Server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="421"/>
        <source>Import mcpServers JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="455"/>
        <source>Could not read the kept operations: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="537"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="567"/>
        <location filename="../views/mainwindow.cpp" line="728"/>
        <source>Tools of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="586"/>
        <source>%1 on %2 was not sent: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="597"/>
        <source>%1 on %2 ran as %3 (asked for %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="609"/>
        <source>%1 on %2 asks for input (%3): see Questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="610"/>
        <source>A server asks for input (%1): see Questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="632"/>
        <source>Traffic: all servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="633"/>
        <location filename="../views/mainwindow.cpp" line="648"/>
        <location filename="../views/mainwindow.cpp" line="663"/>
        <source>Traffic: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="658"/>
        <source>%1 is not in the list any more: its traffic is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="667"/>
        <source>That message is no longer in the traffic log (it keeps the newest).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="715"/>
        <source>Questions (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="745"/>
        <source>1 question waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="745"/>
        <source>%1 questions waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="587"/>
        <source>Started %1 on %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="643"/>
        <source>%1&apos;s server is not in the list: its traffic is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="689"/>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="741"/>
        <source>%1 of %2 servers connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="742"/>
        <source>1 operation running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/mainwindow.cpp" line="742"/>
        <source>%1 operations running</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp</name>
    <message>
        <location filename="../model/auth/oauthmetadata.cpp" line="24"/>
        <source>not JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthmetadata.cpp" line="24"/>
        <source>not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthmetadata.cpp" line="37"/>
        <source>&quot;%1&quot; is not an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthmetadata.cpp" line="43"/>
        <source>&quot;%1&quot; holds something other than strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthmetadata.cpp" line="57"/>
        <source>&quot;%1&quot; is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthmetadata.cpp" line="62"/>
        <source>&quot;%1&quot; is not an absolute URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/serverconfig.cpp" line="152"/>
        <source>unknown option %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/serverconfig.cpp" line="156"/>
        <source>%1 needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/serverconfig.cpp" line="191"/>
        <location filename="../model/session/serverconfig.cpp" line="261"/>
        <source>--url is not a valid URL: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/serverconfig.cpp" line="199"/>
        <source>unknown --transport %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/serverconfig.cpp" line="217"/>
        <source>--auth must be automatic, oauth, bearer or none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/serverconfig.cpp" line="225"/>
        <location filename="../model/session/serverconfig.cpp" line="274"/>
        <source>--client-metadata-url must be an https URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/serverconfig.cpp" line="233"/>
        <source>--grant must be authorization_code, client_credentials or jwt_bearer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/serverconfig.cpp" line="241"/>
        <source>--redirect-port needs a port number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/serverconfig.cpp" line="257"/>
        <source>--stdio needs a command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/serverconfig.cpp" line="262"/>
        <source>server &quot;%1&quot;: %2 is not a valid URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/serverconfig.cpp" line="264"/>
        <source>%1 is not a WebSocket URL (ws:// or wss://)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/serverconfig.cpp" line="266"/>
        <source>%1 is not an HTTP URL (http:// or https://)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/serverconfig.cpp" line="271"/>
        <source>--grant %1 needs --client-id</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::AsyncCallAdapter</name>
    <message>
        <location filename="../model/operations/asynccalladapter.cpp" line="80"/>
        <source>the server does not declare the async capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/asynccalladapter.cpp" line="93"/>
        <source>no async token to join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/asynccalladapter.cpp" line="111"/>
        <source>the link was lost before the server answered tools/async/call: there is no token to rejoin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/asynccalladapter.cpp" line="156"/>
        <source>the server keeps the call for %1 s (asked for %2 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/asynccalladapter.cpp" line="170"/>
        <source>not accepted; asking tools/async/get for the reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/asynccalladapter.cpp" line="175"/>
        <source>the server did not accept the async call and gave no token to ask why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/asynccalladapter.cpp" line="180"/>
        <source>the server accepted the async call but sent no token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/asynccalladapter.cpp" line="201"/>
        <source>not accepted; the reason could not be fetched: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/asynccalladapter.cpp" line="207"/>
        <source>not accepted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/asynccalladapter.cpp" line="216"/>
        <source>no async token to follow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/asynccalladapter.cpp" line="235"/>
        <source>tools/async/get failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/asynccalladapter.cpp" line="288"/>
        <source>cancelled by the user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/asynccalladapter.cpp" line="296"/>
        <source>cancelled here only: the server could not be told</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/asynccalladapter.cpp" line="309"/>
        <source>tools/async/cancel failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/asynccalladapter.cpp" line="316"/>
        <source>sent tools/async/cancel; waiting for the server&apos;s notice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/asynccalladapter.cpp" line="335"/>
        <source>the server cancelled the call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/asynccalladapter.cpp" line="336"/>
        <source>the server cancelled the call: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/asynccalladapter.cpp" line="358"/>
        <source>keepAlive %1 s asked for is above the server&apos;s maxKeepAliveTime %2 s; the server&apos;s answer counts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::AuthServerMetadata</name>
    <message>
        <location filename="../model/auth/oauthmetadata.cpp" line="108"/>
        <source>an empty object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthmetadata.cpp" line="113"/>
        <source>&quot;issuer&quot; is missing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::DialectAdapter</name>
    <message>
        <location filename="../model/operations/dialectadapter.cpp" line="28"/>
        <source>the %1 dialect has no way to join an operation started elsewhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/dialectadapter.cpp" line="93"/>
        <source>server &quot;%1&quot; is not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../model/operations/dialectadapter.cpp" line="109"/>
        <source>round %1 of at most %2 sent with %n answer(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/operations/dialectadapter.cpp" line="112"/>
        <source>round %1 of at most %2 sent again with the server&apos;s request state only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/dialectadapter.cpp" line="178"/>
        <source>the server made the call a task; following it as tasks-ext (asked for %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/dialectadapter.cpp" line="186"/>
        <source>the server answered with resultType &quot;%1&quot;, which is not a complete answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/dialectadapter.cpp" line="196"/>
        <source>%1 → %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/dialectadapter.cpp" line="215"/>
        <source>%1; shown as a plain call (asked for %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/dialectadapter.cpp" line="235"/>
        <source>the server gave an invalid %1 (%2): the deadline is unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/dialectadapter.cpp" line="312"/>
        <location filename="../model/operations/dialectadapter.cpp" line="317"/>
        <location filename="../model/operations/dialectadapter.cpp" line="321"/>
        <source>%1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::Dialects</name>
    <message>
        <location filename="../model/protocol/dialect.cpp" line="23"/>
        <source>The token that tools/async/call returned. Joining sends tools/async/join.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/dialect.cpp" line="26"/>
        <source>The operation token (usually a UUID). Joining polls tools/async/status.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/dialect.cpp" line="29"/>
        <source>JSON: {&quot;requestId&quot;: 7, &quot;resumeToken&quot;: &quot;…&quot;}. Joining sends requests/resume under that request id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/dialect.cpp" line="33"/>
        <source>The sagaToken of a suspended saga, sent back verbatim with tools/resumeSaga.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/dialect.cpp" line="37"/>
        <source>The task id (2025-11-25 tasks). Joining polls tasks/get.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/dialect.cpp" line="40"/>
        <source>The task id (2026-07-28 tasks extension). Joining polls tasks/get.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/dialect.cpp" line="101"/>
        <source>the handle is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/dialect.cpp" line="104"/>
        <source>a plain tools/call cannot be joined: it has no handle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/dialect.cpp" line="110"/>
        <source>a %1 handle is a JSON object: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/dialect.cpp" line="208"/>
        <source>the tool requires a task (execution.taskSupport: required): use tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/dialect.cpp" line="212"/>
        <source>tasks of 2025-11-25 belong to the initialize era and this server speaks 2026-07-28: use tasks-ext (or sync, which the server may turn into a task)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/dialect.cpp" line="216"/>
        <source>the tool does not support tasks (execution.taskSupport is forbidden or absent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/dialect.cpp" line="220"/>
        <source>the tasks extension belongs to 2026-07-28 and this server speaks the initialize era: use tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/dialect.cpp" line="225"/>
        <source>resumable requests need the initialize era and this server speaks 2026-07-28, where a request cannot be resumed: use sync</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/dialect.cpp" line="253"/>
        <source>the server declares no async capability: tools/async/call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/dialect.cpp" line="257"/>
        <source>the server declares no tool sagas (capabilities.experimental.toolSagas): tools/callSaga</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/dialect.cpp" line="262"/>
        <source>the server declares no resumableRequests capability: requests/resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/dialect.cpp" line="264"/>
        <source>the server may not support SEP-1391 operations: tools/async/status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/dialect.cpp" line="266"/>
        <source>the server declares no task support for tools/call: tasks/get</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/dialect.cpp" line="268"/>
        <source>the server does not declare the tasks extension: tasks/get</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::DpopProver</name>
    <message>
        <location filename="../model/auth/dpopprover.cpp" line="61"/>
        <source>no DPoP key</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::Elicitation</name>
    <message>
        <location filename="../model/protocol/elicitation.cpp" line="45"/>
        <source>the form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/elicitation.cpp" line="60"/>
        <source>%1: required and has no default</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::FaultInjector</name>
    <message>
        <location filename="../model/workspace/faultinjector.cpp" line="61"/>
        <source>a WebSocket server has no tap to commit faults on: stdio and HTTP servers have one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/workspace/faultinjector.cpp" line="76"/>
        <source>closing SSE streams and answering 503 need an HTTP server; this one runs over stdio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/workspace/faultinjector.cpp" line="176"/>
        <source>a fault hit: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::FaultPlan</name>
    <message>
        <location filename="../model/recording/faultplan.cpp" line="38"/>
        <source>unknown fault &quot;%1&quot;: latency=MS, drop-link-every=S, sse-close-after=MS, http-error-every=N, stall=MS, drop=METHOD or duplicate=METHOD</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::FileCredentialStore</name>
    <message>
        <location filename="../model/auth/credentialstore.cpp" line="68"/>
        <source>%1 can be read by other users; make it private (chmod 600) or remove it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/credentialstore.cpp" line="70"/>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/credentialstore.cpp" line="74"/>
        <source>%1 is not a credentials file: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/credentialstore.cpp" line="84"/>
        <location filename="../model/auth/credentialstore.cpp" line="89"/>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/credentialstore.cpp" line="125"/>
        <source>the file %1 (readable by its owner only)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::FindingModel</name>
    <message>
        <location filename="../model/diagnosis/findingmodel.cpp" line="20"/>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/findingmodel.cpp" line="21"/>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/findingmodel.cpp" line="21"/>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/findingmodel.cpp" line="22"/>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/findingmodel.cpp" line="22"/>
        <source>Handle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/findingmodel.cpp" line="23"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/findingmodel.cpp" line="134"/>
        <source>1 wire fault</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/findingmodel.cpp" line="134"/>
        <source>%1 wire faults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/findingmodel.cpp" line="136"/>
        <source>1 lint error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/findingmodel.cpp" line="136"/>
        <source>%1 lint errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/findingmodel.cpp" line="138"/>
        <source>1 warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/findingmodel.cpp" line="138"/>
        <source>%1 warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/findingmodel.cpp" line="175"/>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/findingmodel.cpp" line="175"/>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/findingmodel.cpp" line="175"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::HttpLinkProbe</name>
    <message>
        <location filename="../model/transport/httplinkprobe.cpp" line="56"/>
        <source>cannot reach the server: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::HttpTap</name>
    <message>
        <location filename="../model/recording/httptap.cpp" line="374"/>
        <source>the upstream must be an http(s):// URL, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/recording/httptap.cpp" line="379"/>
        <source>cannot listen on %1:%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::HttpTransport</name>
    <message>
        <location filename="../model/transport/httpexchange.cpp" line="15"/>
        <source>the listen stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/httpexchange.cpp" line="17"/>
        <source>resuming %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/httpexchange.cpp" line="21"/>
        <location filename="../model/transport/httptransport.cpp" line="135"/>
        <source>a response</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/httptransport.cpp" line="84"/>
        <source>not an http(s) URL: &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/httptransport.cpp" line="120"/>
        <source>closed by the client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/httptransport.cpp" line="134"/>
        <source>the HTTP transport is not open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/httptransport.cpp" line="135"/>
        <location filename="../model/transport/httptransport.cpp" line="653"/>
        <source>Could not send %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/httpexchange.cpp" line="74"/>
        <source>%1 (JSON-RPC error %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/httptransport.cpp" line="280"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/httptransport.cpp" line="309"/>
        <source>authorization failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/httptransport.cpp" line="412"/>
        <source>Ignored an Mcp-Session-Id that is not visible ASCII.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/httptransport.cpp" line="440"/>
        <source>unexpected Content-Type &quot;%1&quot; in the HTTP %2 answer (expected %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/httptransport.cpp" line="441"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/httptransport.cpp" line="448"/>
        <source>Answer to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/httptransport.cpp" line="507"/>
        <source>the answer exceeds the limit of %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/httptransport.cpp" line="550"/>
        <source>HTTP %1 without an answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/httptransport.cpp" line="569"/>
        <source>the server&apos;s answer is not a valid JSON-RPC message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/httptransport.cpp" line="570"/>
        <source>the server&apos;s answer does not respond to this request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/httptransport.cpp" line="590"/>
        <source>session expired (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/httptransport.cpp" line="328"/>
        <location filename="../model/transport/httptransport.cpp" line="605"/>
        <source>The server refused the listen stream: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/httptransport.cpp" line="611"/>
        <source>could not resume the response stream: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/httptransport.cpp" line="338"/>
        <location filename="../model/transport/httptransport.cpp" line="618"/>
        <source>The server rejected %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/httptransport.cpp" line="641"/>
        <source>cannot reach the server: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/httptransport.cpp" line="680"/>
        <source>the answer broke off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/httptransport.cpp" line="705"/>
        <source>The stream of %1 ended inside an oversized event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/httptransport.cpp" line="710"/>
        <source>the server ended the listen stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/httptransport.cpp" line="717"/>
        <source>response stream closed before the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/httptransport.cpp" line="721"/>
        <source>response stream closed before the answer, without an event id to resume it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/httptransport.cpp" line="725"/>
        <source>the response stream of %1 closed before the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../model/transport/httptransport.cpp" line="743"/>
        <source>%1; gave up after %n attempt(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/transport/httptransport.cpp" line="746"/>
        <source>Stopped listening for server messages: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::InputRequestModel</name>
    <message>
        <location filename="../model/models/inputrequestmodel.cpp" line="118"/>
        <source>Elicitation form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/inputrequestmodel.cpp" line="119"/>
        <source>Elicitation URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/inputrequestmodel.cpp" line="120"/>
        <source>Sampling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/inputrequestmodel.cpp" line="123"/>
        <source>Request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/inputrequestmodel.cpp" line="224"/>
        <source>waiting since %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/inputrequestmodel.cpp" line="62"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/inputrequestmodel.cpp" line="63"/>
        <source>Operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/inputrequestmodel.cpp" line="64"/>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/inputrequestmodel.cpp" line="65"/>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/inputrequestmodel.cpp" line="66"/>
        <source>Waiting since</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::JsonRpcConnection</name>
    <message>
        <location filename="../model/protocol/jsonrpcconnection.cpp" line="312"/>
        <source>request id %1 is still in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonrpcconnection.cpp" line="328"/>
        <location filename="../model/protocol/jsonrpcconnection.cpp" line="374"/>
        <source>Could not send %1: not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonrpcconnection.cpp" line="351"/>
        <source>not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonrpcconnection.cpp" line="351"/>
        <source>no transport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonrpcconnection.cpp" line="386"/>
        <source>Could not answer request %1: not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonrpcconnection.cpp" line="416"/>
        <source>The server&apos;s messages lack &quot;jsonrpc&quot;: &quot;2.0&quot;; processing them anyway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonrpcconnection.cpp" line="429"/>
        <source>Ignored a message whose &quot;method&quot; is not a string.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonrpcconnection.cpp" line="452"/>
        <source>request %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonrpcconnection.cpp" line="454"/>
        <source>notification %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonrpcconnection.cpp" line="456"/>
        <source>response to request %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonrpcconnection.cpp" line="457"/>
        <source>Ignored a %1 with &quot;jsonrpc&quot;: %2; only JSON-RPC &quot;2.0&quot; is accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonrpcconnection.cpp" line="462"/>
        <source>Invalid Request: &quot;jsonrpc&quot; must be &quot;2.0&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonrpcconnection.cpp" line="475"/>
        <source>The server reported an error not tied to a request: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonrpcconnection.cpp" line="478"/>
        <source>Ignored a message with neither a method nor a valid id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonrpcconnection.cpp" line="484"/>
        <source>Ignored a response for unknown request id %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonrpcconnection.cpp" line="492"/>
        <source>invalid response from the server: it has both result and error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonrpcconnection.cpp" line="493"/>
        <source>Response to request %1 has both result and error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonrpcconnection.cpp" line="499"/>
        <source>invalid error object in the response</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonrpcconnection.cpp" line="507"/>
        <source>invalid response from the server: result is not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonrpcconnection.cpp" line="512"/>
        <source>invalid response from the server: no result and no error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonrpcconnection.cpp" line="520"/>
        <source>Ignored a request from the server with an invalid id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonrpcconnection.cpp" line="531"/>
        <source>The server reused request id %1 while it was still open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonrpcconnection.cpp" line="533"/>
        <source>replaced by a new request with the same id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonrpcconnection.cpp" line="546"/>
        <source>The client does not handle %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonrpcconnection.cpp" line="627"/>
        <source>connection lost: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonrpcconnection.cpp" line="634"/>
        <source>connection lost before it was answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonrpcconnection.cpp" line="691"/>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonrpcconnection.cpp" line="691"/>
        <source>cancelled: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonrpcconnection.cpp" line="730"/>
        <source>timed out: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::JsonSchema</name>
    <message>
        <location filename="../model/protocol/jsonschema.cpp" line="73"/>
        <source>a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonschema.cpp" line="75"/>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonschema.cpp" line="77"/>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonschema.cpp" line="79"/>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonschema.cpp" line="81"/>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonschema.cpp" line="83"/>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonschema.cpp" line="87"/>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonschema.cpp" line="93"/>
        <source>1 character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonschema.cpp" line="93"/>
        <source>%1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonschema.cpp" line="98"/>
        <source>1 item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonschema.cpp" line="98"/>
        <source>%1 items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonschema.cpp" line="104"/>
        <source>%1: not an email address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonschema.cpp" line="106"/>
        <source>%1: not a URI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonschema.cpp" line="108"/>
        <source>%1: not a date (YYYY-MM-DD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonschema.cpp" line="110"/>
        <source>%1: not a date-time (ISO 8601)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonschema.cpp" line="111"/>
        <source>%1: not a valid %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonschema.cpp" line="140"/>
        <location filename="../model/protocol/jsonschema.cpp" line="158"/>
        <source>%1: must be %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonschema.cpp" line="154"/>
        <source>%1: must be one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonschema.cpp" line="168"/>
        <location filename="../model/protocol/jsonschema.cpp" line="221"/>
        <source>%1: at least %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonschema.cpp" line="171"/>
        <location filename="../model/protocol/jsonschema.cpp" line="223"/>
        <source>%1: at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonschema.cpp" line="179"/>
        <source>%1: must match %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonschema.cpp" line="197"/>
        <source>%1: must be at least %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonschema.cpp" line="201"/>
        <source>%1: must be at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonschema.cpp" line="204"/>
        <source>%1: must be more than %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonschema.cpp" line="206"/>
        <source>%1: must be less than %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonschema.cpp" line="211"/>
        <source>%1: must be a multiple of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonschema.cpp" line="228"/>
        <source>%1: items must differ (%2 is there twice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonschema.cpp" line="253"/>
        <source>%1: is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonschema.cpp" line="261"/>
        <source>%1: &quot;%2&quot; is not a known property</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/jsonschema.cpp" line="379"/>
        <source>the value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::Jwt</name>
    <message>
        <location filename="../model/auth/jwt.cpp" line="51"/>
        <source>not a PEM private key (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/jwt.cpp" line="91"/>
        <source>the key is neither RSA nor an EC key on P-256 or P-384</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/jwt.cpp" line="99"/>
        <source>unsupported signing algorithm %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/jwt.cpp" line="109"/>
        <source>%1 does not fit this key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/jwt.cpp" line="126"/>
        <location filename="../model/auth/jwt.cpp" line="132"/>
        <location filename="../model/auth/jwt.cpp" line="138"/>
        <location filename="../model/auth/jwt.cpp" line="145"/>
        <location filename="../model/auth/jwt.cpp" line="156"/>
        <location filename="../model/auth/jwt.cpp" line="164"/>
        <source>cannot sign: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/jwt.cpp" line="176"/>
        <source>cannot make a key: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/jwt.cpp" line="181"/>
        <source>cannot write the key: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/jwt.cpp" line="195"/>
        <source>the key is not an EC key on P-256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/jwt.cpp" line="208"/>
        <source>cannot read the public key: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::LegacySseTransport</name>
    <message>
        <location filename="../model/transport/legacyssetransport.cpp" line="41"/>
        <source>no endpoint event within %1 ms: is this an HTTP+SSE (2024-11-05) server?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/legacyssetransport.cpp" line="52"/>
        <source>%1 (HTTP+SSE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/legacyssetransport.cpp" line="63"/>
        <source>not an http(s) URL: &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/legacyssetransport.cpp" line="91"/>
        <source>closed by the client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/legacyssetransport.cpp" line="100"/>
        <source>the HTTP+SSE transport is not open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/legacyssetransport.cpp" line="101"/>
        <source>Could not send %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/legacyssetransport.cpp" line="101"/>
        <location filename="../model/transport/legacyssetransport.cpp" line="239"/>
        <source>a response</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/legacyssetransport.cpp" line="127"/>
        <source>the server answered the event stream GET with Content-Type &quot;%1&quot; instead of text/event-stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/legacyssetransport.cpp" line="128"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/legacyssetransport.cpp" line="175"/>
        <location filename="../model/transport/legacyssetransport.cpp" line="232"/>
        <source>cannot reach the server: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/legacyssetransport.cpp" line="180"/>
        <source>the server ended the event stream before sending the endpoint event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/legacyssetransport.cpp" line="182"/>
        <source>the event stream broke: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/legacyssetransport.cpp" line="184"/>
        <source>the server ended the event stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/legacyssetransport.cpp" line="195"/>
        <source>the endpoint event holds no valid URI: &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/legacyssetransport.cpp" line="206"/>
        <source>the endpoint event names another origin: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/legacyssetransport.cpp" line="211"/>
        <source>Ignored a second endpoint event: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/legacyssetransport.cpp" line="239"/>
        <source>The server rejected %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::LoadRun::Plan</name>
    <message>
        <location filename="../model/diagnosis/loadrun.cpp" line="32"/>
        <source>a load run needs a tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/loadrun.cpp" line="34"/>
        <source>the concurrency must be from 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/loadrun.cpp" line="36"/>
        <source>the total must be from 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::LoopbackReceiver</name>
    <message>
        <location filename="../model/auth/loopbackreceiver.cpp" line="20"/>
        <source>Signed in. You can close this window and go back to MCP Async Inspector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/loopbackreceiver.cpp" line="21"/>
        <source>Sign-in failed. Go back to MCP Async Inspector to see why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/loopbackreceiver.cpp" line="35"/>
        <source>cannot listen on 127.0.0.1:%1 for the sign-in redirect: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/loopbackreceiver.cpp" line="86"/>
        <source>Request too large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/loopbackreceiver.cpp" line="96"/>
        <source>Not an HTTP request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/loopbackreceiver.cpp" line="100"/>
        <source>Only GET is answered here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/loopbackreceiver.cpp" line="106"/>
        <source>Not found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/loopbackreceiver.cpp" line="116"/>
        <source>This sign-in page is out of date: a newer sign-in has started since. Its code was not used. Go back to MCP Async Inspector and use the sign-in page it opened last.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::McpCall</name>
    <message>
        <location filename="../model/session/mcpcall.cpp" line="40"/>
        <source>the session is gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpcall.cpp" line="69"/>
        <source>%1 still required input after %2 rounds; not retried again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpcall.cpp" line="84"/>
        <source>an input request was withdrawn: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpcall.cpp" line="120"/>
        <source>the server still requires URL elicitation after %1 retries: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpcall.cpp" line="137"/>
        <source>a URL elicitation was withdrawn: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpcall.cpp" line="160"/>
        <source>the URL elicitation the server requires (%1) was cancelled; the server said: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpcall.cpp" line="162"/>
        <source>the URL elicitation the server requires (%1) was declined; the server said: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpcall.cpp" line="176"/>
        <source>the request was retried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpcall.cpp" line="193"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpcall.cpp" line="201"/>
        <source>not retried: the server&apos;s input request could not be answered: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpcall.cpp" line="228"/>
        <source>the call was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpcall.cpp" line="231"/>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpcall.cpp" line="231"/>
        <source>cancelled: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpcall.cpp" line="242"/>
        <source>the call ended</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::McpSession</name>
    <message>
        <location filename="../model/session/mcpsession.cpp" line="88"/>
        <location filename="../model/session/mcpsession.cpp" line="95"/>
        <location filename="../model/session/mcpsession.cpp" line="101"/>
        <source>authorization: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpsession.cpp" line="91"/>
        <source>authorization: sign in in the browser (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpsession.cpp" line="158"/>
        <source>disconnected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpsession.cpp" line="159"/>
        <source>connecting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpsession.cpp" line="159"/>
        <source>connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpsession.cpp" line="154"/>
        <location filename="../model/session/mcpsession.cpp" line="286"/>
        <source>reconnecting in %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpsession.cpp" line="154"/>
        <source>reconnecting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpsession.cpp" line="157"/>
        <source>failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpsession.cpp" line="198"/>
        <source>disconnected by the client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpsession.cpp" line="245"/>
        <source>stream interrupted (%1); reconnecting in %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpsession.cpp" line="249"/>
        <source>the server no longer knows this session; initializing again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpsession.cpp" line="253"/>
        <source>connecting to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpsession.cpp" line="265"/>
        <source>connection closed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpsession.cpp" line="329"/>
        <source>connected to %1 %2 (protocol %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpsession.cpp" line="361"/>
        <source>the server refused subscriptions/listen: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpsession.cpp" line="367"/>
        <source>subscriptions/listen ended: %1; listening again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpsession.cpp" line="463"/>
        <source>tools/list failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpsession.cpp" line="473"/>
        <source>ignored a tool without a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpsession.cpp" line="479"/>
        <source>ignored tool &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpsession.cpp" line="491"/>
        <source>stopped following tools/list pages after %1 pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/mcpsession.cpp" line="543"/>
        <source>This client has no handler for %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::MemoryCredentialStore</name>
    <message>
        <location filename="../model/auth/credentialstore.cpp" line="50"/>
        <source>memory only: signing in again is needed after a restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/credentialstore.cpp" line="51"/>
        <source>memory only (%1): signing in again is needed after a restart</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::MessageLogModel</name>
    <message>
        <location filename="../model/models/messagelogmodel.cpp" line="36"/>
        <source>request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/messagelogmodel.cpp" line="37"/>
        <source>response</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/messagelogmodel.cpp" line="38"/>
        <source>notification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/messagelogmodel.cpp" line="39"/>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/messagelogmodel.cpp" line="220"/>
        <source>fails the wire check (the reason is no longer kept)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/messagelogmodel.cpp" line="535"/>
        <source>Fails the wire check: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/messagelogmodel.cpp" line="537"/>
        <source>client → server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/messagelogmodel.cpp" line="538"/>
        <source>server → client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/messagelogmodel.cpp" line="44"/>
        <source>Dir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/messagelogmodel.cpp" line="45"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/messagelogmodel.cpp" line="46"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/messagelogmodel.cpp" line="47"/>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/messagelogmodel.cpp" line="48"/>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/messagelogmodel.cpp" line="49"/>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/messagelogmodel.cpp" line="50"/>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::OAuthClient</name>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="146"/>
        <source>signed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="147"/>
        <source>loading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="148"/>
        <source>discovering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="149"/>
        <source>registering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="150"/>
        <source>waiting for the browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="151"/>
        <source>getting tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="152"/>
        <source>refreshing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="153"/>
        <location filename="../model/auth/oauthclient.cpp" line="170"/>
        <source>signed in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="154"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="168"/>
        <source>sign-in failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="170"/>
        <source>signed in (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="172"/>
        <source>with a DPoP-bound token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="175"/>
        <source>until %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="180"/>
        <source>no browser opened (%1): open the sign-in link in a browser yourself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="241"/>
        <source>Stored tokens could not be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="317"/>
        <source>The server refused: not enough scope (HTTP 403)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="318"/>
        <source>The server asks for authorization (HTTP %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="325"/>
        <source>no Bearer or DPoP challenge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="299"/>
        <source>authorization is off for this server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="301"/>
        <source>the server refused the bearer token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="335"/>
        <source>the server asks for a DPoP nonce but gives none that it accepts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="336"/>
        <location filename="../model/auth/oauthclient.cpp" line="340"/>
        <source>DPoP nonce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="340"/>
        <source>the server asks for a nonce in the proof: sending the request again with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="346"/>
        <source>the server refuses this request</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../model/auth/oauthclient.cpp" line="349"/>
        <source>the server still wants more scope after %n new sign-in(s) (it asks for &quot;%1&quot;)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="351"/>
        <source>Step-up given up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="356"/>
        <source>step-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="360"/>
        <source>the server refused the new token too (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="361"/>
        <source>HTTP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="362"/>
        <source>Authorization given up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="383"/>
        <location filename="../model/auth/oauthclient.cpp" line="395"/>
        <location filename="../model/auth/oauthclient.cpp" line="578"/>
        <source>sign-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="402"/>
        <source>the browser could not be started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="405"/>
        <source>No browser opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="406"/>
        <source>%1; the sign-in waits for the link to be opened by hand: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="428"/>
        <source>Step-up: asking for more scope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="428"/>
        <source>Starting %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="429"/>
        <source>the server wants &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="432"/>
        <source>signing in without a browser needs a client id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="469"/>
        <source>Grant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="470"/>
        <source>the authorization server offers client credentials only; signing in as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="444"/>
        <source>the authorization server has no authorization endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="449"/>
        <source>the authorization server does not offer PKCE with S256 (code_challenge_methods_supported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="564"/>
        <source>client credentials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="568"/>
        <source>no refresh token: sign in again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="586"/>
        <source>sign-in (the refresh was refused)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="588"/>
        <source>the refresh was refused (%1): sign in again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="629"/>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthclient.cpp" line="632"/>
        <source>authorization failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::OAuthDiscovery</name>
    <message>
        <location filename="../model/auth/oauthdiscovery.cpp" line="42"/>
        <source>No protected resource metadata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthdiscovery.cpp" line="43"/>
        <source>treating the server as a 2025-03-26 server: its origin is the authorization server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthdiscovery.cpp" line="52"/>
        <source>refusing protected resource metadata at %1: neither https nor loopback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthdiscovery.cpp" line="55"/>
        <source>Protected resource metadata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthdiscovery.cpp" line="64"/>
        <location filename="../model/auth/oauthdiscovery.cpp" line="123"/>
        <source>HTTP %1: trying the next place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthdiscovery.cpp" line="73"/>
        <source>malformed protected resource metadata at %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthdiscovery.cpp" line="78"/>
        <source>the protected resource metadata is for %1, not for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthdiscovery.cpp" line="86"/>
        <source>authorization server %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthdiscovery.cpp" line="98"/>
        <source>No authorization server metadata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthdiscovery.cpp" line="99"/>
        <source>using the 2025-03-26 default endpoints: %1, %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthdiscovery.cpp" line="106"/>
        <source>no authorization server metadata for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthdiscovery.cpp" line="111"/>
        <source>refusing authorization server %1: neither https nor loopback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthdiscovery.cpp" line="114"/>
        <source>Authorization server metadata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthdiscovery.cpp" line="131"/>
        <source>malformed authorization server metadata at %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthdiscovery.cpp" line="144"/>
        <source>the authorization server metadata names the issuer %1, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthdiscovery.cpp" line="151"/>
        <source>issuer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthdiscovery.cpp" line="160"/>
        <source>refusing the endpoint %1: neither https nor loopback</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::OAuthGrants</name>
    <message numerus="yes">
        <location filename="../model/auth/oauthgrants.cpp" line="51"/>
        <source>nobody came back from the browser in %n minute(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/auth/oauthgrants.cpp" line="67"/>
        <source>Redirect of an older sign-in refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthgrants.cpp" line="68"/>
        <source>the browser came back with another state (%1): a page opened before this sign-in began; still waiting for this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthgrants.cpp" line="100"/>
        <source>Scope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthgrants.cpp" line="100"/>
        <source>none asked for (the server says none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthgrants.cpp" line="103"/>
        <source>a person must sign in first (mcp-async auth login, or Sign In in the inspector)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthgrants.cpp" line="155"/>
        <source>Authorization in the browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthgrants.cpp" line="159"/>
        <source>waiting for the browser to come back to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthgrants.cpp" line="171"/>
        <source>Authorization (headless)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthgrants.cpp" line="183"/>
        <source>the authorization endpoint answered HTTP %1 without a redirect: headless sign-in needs a server that approves without a person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthgrants.cpp" line="191"/>
        <source>redirected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthgrants.cpp" line="202"/>
        <source>the browser came back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthgrants.cpp" line="216"/>
        <source>the authorization server redirected to %1, not to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthgrants.cpp" line="222"/>
        <source>state mismatch: the redirect does not answer this sign-in, so its code was not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthgrants.cpp" line="225"/>
        <source>the authorization server said %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthgrants.cpp" line="234"/>
        <source>iss mismatch: the redirect comes from %1, not from %2; its code was not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthgrants.cpp" line="236"/>
        <source>the redirect lacks the iss its server promises; its code was not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthgrants.cpp" line="239"/>
        <source>the redirect carries no code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthgrants.cpp" line="251"/>
        <source>Token request (authorization code)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthgrants.cpp" line="268"/>
        <source>Token request (client credentials)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthgrants.cpp" line="276"/>
        <source>workload identity needs the JWT the workload&apos;s platform issued (an assertion)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthgrants.cpp" line="287"/>
        <source>Token request (workload identity JWT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthgrants.cpp" line="296"/>
        <source>cross-app access needs the identity provider&apos;s token endpoint and an ID token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthgrants.cpp" line="300"/>
        <source>refusing the identity provider %1: neither https nor loopback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthgrants.cpp" line="317"/>
        <source>Token exchange at the identity provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthgrants.cpp" line="328"/>
        <source>the identity provider refused the exchange (HTTP %1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthgrants.cpp" line="331"/>
        <source>the identity provider did not answer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthgrants.cpp" line="337"/>
        <source>identity assertion (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthgrants.cpp" line="343"/>
        <source>Token request (identity assertion)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::OAuthHttp</name>
    <message>
        <location filename="../model/auth/oauthhttp.cpp" line="91"/>
        <source>no answer: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::OAuthRegistration</name>
    <message>
        <location filename="../model/auth/oauthregistration.cpp" line="59"/>
        <source>Registration dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthregistration.cpp" line="60"/>
        <source>it was made with %1; this server uses %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthregistration.cpp" line="74"/>
        <location filename="../model/auth/oauthregistration.cpp" line="76"/>
        <location filename="../model/auth/oauthregistration.cpp" line="82"/>
        <source>Client id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthregistration.cpp" line="74"/>
        <source>pre-registered: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthregistration.cpp" line="76"/>
        <source>registered before: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthregistration.cpp" line="82"/>
        <source>Client ID Metadata Document: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthregistration.cpp" line="87"/>
        <source>the authorization server supports neither Client ID Metadata Documents nor registration: enter a client id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthregistration.cpp" line="89"/>
        <source>the authorization server offers no registration: enter a client id or a client metadata URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthregistration.cpp" line="116"/>
        <source>Dynamic client registration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthregistration.cpp" line="127"/>
        <source>registration refused (HTTP %1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthregistration.cpp" line="128"/>
        <source>registration failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthregistration.cpp" line="143"/>
        <source>client id %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::OAuthTokenKeeper</name>
    <message>
        <location filename="../model/auth/oauthtokenkeeper.cpp" line="66"/>
        <source>Stored tokens dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthtokenkeeper.cpp" line="66"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthtokenkeeper.cpp" line="106"/>
        <source>Tokens could not be stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthtokenkeeper.cpp" line="121"/>
        <source>access token until %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthtokenkeeper.cpp" line="122"/>
        <source>access token without an expiry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthtokenkeeper.cpp" line="143"/>
        <location filename="../model/auth/oauthtokenkeeper.cpp" line="144"/>
        <source>no DPoP proof: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthtokenkeeper.cpp" line="162"/>
        <source>the authorization server asks for a DPoP nonce: sending the request again with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthtokenkeeper.cpp" line="184"/>
        <source>the token endpoint refused (HTTP %1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthtokenkeeper.cpp" line="187"/>
        <source>the token endpoint did not answer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthtokenkeeper.cpp" line="195"/>
        <source>malformed token response: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthtokenkeeper.cpp" line="225"/>
        <source>Token refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthtokenkeeper.cpp" line="238"/>
        <source>HTTP %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthtokenkeeper.cpp" line="240"/>
        <source>refresh refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthtokenkeeper.cpp" line="302"/>
        <source>Token revocation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthtokenkeeper.cpp" line="305"/>
        <source>HTTP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthtokenkeeper.cpp" line="327"/>
        <source>cannot make a DPoP key: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthtokenkeeper.cpp" line="328"/>
        <location filename="../model/auth/oauthtokenkeeper.cpp" line="333"/>
        <source>DPoP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthtokenkeeper.cpp" line="329"/>
        <source>the authorization server binds tokens to a key (RFC 9449): proofs with a new ES256 key, thumbprint %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthtokenkeeper.cpp" line="334"/>
        <source>not used: the authorization server offers %1, this client signs proofs with ES256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthtokenkeeper.cpp" line="348"/>
        <source>the token is bound to a DPoP key (token_type DPoP), but this client sent no proof</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::OAuthTokens</name>
    <message>
        <location filename="../model/auth/oauthmetadata.cpp" line="166"/>
        <source>an empty token response</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthmetadata.cpp" line="173"/>
        <source>the token response has no access_token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthmetadata.cpp" line="178"/>
        <source>the token type is &quot;%1&quot;, neither Bearer nor DPoP</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::Operation</name>
    <message>
        <location filename="../model/operations/operation.cpp" line="87"/>
        <source>joined operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operation.cpp" line="87"/>
        <source>joined %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operation.cpp" line="160"/>
        <source>alive again after %1 without news</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operation.cpp" line="277"/>
        <source>the server&apos;s progress went back from %1 to %2; lower values are not shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operation.cpp" line="310"/>
        <source>the server asks: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operation.cpp" line="313"/>
        <source>answered: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operation.cpp" line="326"/>
        <source>the server&apos;s answer is not a complete result (resultType &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operation.cpp" line="343"/>
        <source>the tool reported an error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operation.cpp" line="346"/>
        <source>result received (isError)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operation.cpp" line="346"/>
        <source>result received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operation.cpp" line="407"/>
        <source>… (%1 characters, cut)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::OperationDialectAdapter</name>
    <message>
        <location filename="../model/operations/operationdialectadapter.cpp" line="82"/>
        <source>the server refuses an asynchronous call from this client (SEP-1391: -32600 for a client without the async flag, capabilities.experimental.asyncOperations)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationdialectadapter.cpp" line="91"/>
        <location filename="../model/operations/operationdialectadapter.cpp" line="194"/>
        <source>no operation token to follow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationdialectadapter.cpp" line="102"/>
        <source>the server ignored operation and answered at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationdialectadapter.cpp" line="113"/>
        <source>the server uses its own token %1 instead of ours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationdialectadapter.cpp" line="125"/>
        <source>the server keeps the result for %1 (asked for %2 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationdialectadapter.cpp" line="126"/>
        <source>unlimited time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationdialectadapter.cpp" line="126"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationdialectadapter.cpp" line="144"/>
        <source>immediate answer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationdialectadapter.cpp" line="166"/>
        <source>the operation failed (the server gave no reason)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationdialectadapter.cpp" line="184"/>
        <source>status word not in SEP-1391: &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationdialectadapter.cpp" line="219"/>
        <source>tools/async/status failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationdialectadapter.cpp" line="241"/>
        <source>tools/async/result has no &quot;result&quot;; showing it as sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationdialectadapter.cpp" line="273"/>
        <location filename="../model/operations/operationdialectadapter.cpp" line="298"/>
        <source>cancelled by the user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationdialectadapter.cpp" line="279"/>
        <source>cannot cancel: SEP-1391 cancels by the id of the original tools/call, and this operation was followed by token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationdialectadapter.cpp" line="285"/>
        <source>cancelled here only: the server could not be told</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationdialectadapter.cpp" line="292"/>
        <source>cannot cancel: SEP-1391 cancels with notifications/cancelled, which 2026-07-28 HTTP does not carry; the operation goes on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationdialectadapter.cpp" line="299"/>
        <source>sent notifications/cancelled for the tools/call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationdialectadapter.cpp" line="329"/>
        <source>the server notified %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::OperationManager</name>
    <message>
        <location filename="../model/operations/operationmanager.cpp" line="179"/>
        <source>launched as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationmanager.cpp" line="184"/>
        <source>not sent as %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationmanager.cpp" line="191"/>
        <location filename="../model/operations/operationmanager.cpp" line="300"/>
        <source>this build cannot drive the %1 dialect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationmanager.cpp" line="196"/>
        <location filename="../model/operations/operationmanager.cpp" line="207"/>
        <source>no server named &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationmanager.cpp" line="281"/>
        <source>joined again by handle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationmanager.cpp" line="294"/>
        <source>joined %1 by handle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationmanager.cpp" line="310"/>
        <source>waiting for server &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationmanager.cpp" line="325"/>
        <source>cancel requested while disconnected: it is sent when the server is back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationmanager.cpp" line="330"/>
        <source>cancel requested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationmanager.cpp" line="553"/>
        <source>reconnected; resuming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationmanager.cpp" line="558"/>
        <source>sending the cancel requested while disconnected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationmanager.cpp" line="564"/>
        <source>connection lost: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationmanager.cpp" line="698"/>
        <source>the %1 deadline passed while a request of it is open; waiting for its answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationmanager.cpp" line="702"/>
        <source>the %1 deadline passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationmanager.cpp" line="783"/>
        <source>restored after a restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../model/operations/operationmanager.cpp" line="791"/>
        <source>skipped %n unreadable operation(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Mcp::OperationModel</name>
    <message>
        <location filename="../model/models/operationmodel.cpp" line="68"/>
        <source>%1 · timeout paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/operationmodel.cpp" line="71"/>
        <source>%1 · silent since %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/operationmodel.cpp" line="76"/>
        <source>%1 · tool error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/operationmodel.cpp" line="88"/>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/operationmodel.cpp" line="94"/>
        <source>done (last report %1 / %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/operationmodel.cpp" line="108"/>
        <location filename="../model/models/operationmodel.cpp" line="113"/>
        <source>expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/operationmodel.cpp" line="529"/>
        <source>started %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/operationmodel.cpp" line="532"/>
        <source>%1 deadline %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/operationmodel.cpp" line="533"/>
        <source>expiry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/operationmodel.cpp" line="127"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/operationmodel.cpp" line="128"/>
        <source>Tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/operationmodel.cpp" line="129"/>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/operationmodel.cpp" line="130"/>
        <source>Dialect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/operationmodel.cpp" line="131"/>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/operationmodel.cpp" line="132"/>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/operationmodel.cpp" line="133"/>
        <source>Elapsed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/operationmodel.cpp" line="134"/>
        <source>ETA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/operationmodel.cpp" line="135"/>
        <source>Expires in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/operationmodel.cpp" line="136"/>
        <source>Handle</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::PendingRequestModel</name>
    <message>
        <location filename="../model/models/pendingrequestmodel.cpp" line="237"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/pendingrequestmodel.cpp" line="239"/>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/pendingrequestmodel.cpp" line="240"/>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/pendingrequestmodel.cpp" line="248"/>
        <source>paused: a person is answering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/pendingrequestmodel.cpp" line="248"/>
        <source>paused: waiting for the link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/pendingrequestmodel.cpp" line="253"/>
        <source>idle %1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/pendingrequestmodel.cpp" line="257"/>
        <source> (reset once by progress)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/pendingrequestmodel.cpp" line="259"/>
        <source> (reset %1 times by progress)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/pendingrequestmodel.cpp" line="264"/>
        <source>total %1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/pendingrequestmodel.cpp" line="268"/>
        <source>paused %1 so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/pendingrequestmodel.cpp" line="269"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/pendingrequestmodel.cpp" line="281"/>
        <source>ours to answer: a person is answering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/pendingrequestmodel.cpp" line="282"/>
        <source>none on our side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/pendingrequestmodel.cpp" line="295"/>
        <source>ours → server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/pendingrequestmodel.cpp" line="296"/>
        <source>server → us (in a result)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/pendingrequestmodel.cpp" line="296"/>
        <source>server → us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/pendingrequestmodel.cpp" line="33"/>
        <source>Direction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/pendingrequestmodel.cpp" line="34"/>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/pendingrequestmodel.cpp" line="35"/>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/pendingrequestmodel.cpp" line="36"/>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/pendingrequestmodel.cpp" line="37"/>
        <source>Operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/pendingrequestmodel.cpp" line="38"/>
        <source>Age</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/pendingrequestmodel.cpp" line="39"/>
        <source>Timeout clock</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::PingMonitor</name>
    <message>
        <location filename="../model/surface/pingmonitor.cpp" line="100"/>
        <source>no answer to %1 within %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/surface/pingmonitor.cpp" line="104"/>
        <source>timed out after %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::PollStats</name>
    <message>
        <location filename="../model/operations/pollstats.cpp" line="77"/>
        <source>no polls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/pollstats.cpp" line="79"/>
        <source>1 poll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/pollstats.cpp" line="79"/>
        <source>%1 polls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/pollstats.cpp" line="81"/>
        <source>, %1 brought nothing new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/pollstats.cpp" line="83"/>
        <source>, %1 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/pollstats.cpp" line="86"/>
        <source>every %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/pollstats.cpp" line="88"/>
        <source> (shortest %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/pollstats.cpp" line="91"/>
        <source>server asked %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/pollstats.cpp" line="92"/>
        <source>server asked no interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/pollstats.cpp" line="94"/>
        <source>end seen %1 late</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/pollstats.cpp" line="94"/>
        <source>end seen ≤ %1 late</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::ProgressSeriesModel</name>
    <message>
        <location filename="../model/models/progressseriesmodel.cpp" line="27"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/progressseriesmodel.cpp" line="28"/>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/progressseriesmodel.cpp" line="29"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/progressseriesmodel.cpp" line="30"/>
        <source>Percent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/progressseriesmodel.cpp" line="31"/>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::PromptCatalog</name>
    <message>
        <location filename="../model/surface/promptcatalog.cpp" line="83"/>
        <source>prompts/list failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/surface/promptcatalog.cpp" line="90"/>
        <source>more than %1 prompts: the rest are left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/surface/promptcatalog.cpp" line="105"/>
        <source>more than %1 pages of prompts: the rest are left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/surface/promptcatalog.cpp" line="121"/>
        <source>missing required argument(s): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/surface/promptcatalog.cpp" line="128"/>
        <source>not connected</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::PromptListModel</name>
    <message>
        <location filename="../model/models/promptlistmodel.cpp" line="65"/>
        <source>%1
Arguments: %2 (* required)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::ProtectedResourceMetadata</name>
    <message>
        <location filename="../model/auth/oauthmetadata.cpp" line="77"/>
        <source>an empty object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthmetadata.cpp" line="89"/>
        <source>authorization server &quot;%1&quot; is not an absolute URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/auth/oauthmetadata.cpp" line="95"/>
        <source>&quot;authorization_servers&quot; names no authorization server</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::RecordingPlayer</name>
    <message>
        <location filename="../model/workspace/recordingplayer.cpp" line="64"/>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/workspace/recordingplayer.cpp" line="90"/>
        <source>%1 is no recording, wire log or traffic export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/workspace/recordingplayer.cpp" line="201"/>
        <source>The server asked: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/workspace/recordingplayer.cpp" line="206"/>
        <source>The person cancelled it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/workspace/recordingplayer.cpp" line="209"/>
        <source>The person refused %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/workspace/recordingplayer.cpp" line="210"/>
        <source>The person answered %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/workspace/recordingplayer.cpp" line="216"/>
        <source>A fault hit: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::RecordingWriter</name>
    <message>
        <location filename="../model/recording/recordingwriter.cpp" line="42"/>
        <location filename="../model/recording/recordingwriter.cpp" line="118"/>
        <source>cannot write the recording %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::ResendRequest</name>
    <message>
        <location filename="../model/models/resendrequest.cpp" line="45"/>
        <source>line %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/resendrequest.cpp" line="83"/>
        <source>Not valid JSON: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/resendrequest.cpp" line="87"/>
        <source>The request must be a JSON object with &quot;method&quot; and &quot;params&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/resendrequest.cpp" line="93"/>
        <source>The id is not editable: the request is sent with a new one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/resendrequest.cpp" line="95"/>
        <source>Only &quot;method&quot; and &quot;params&quot; are sent; remove &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/resendrequest.cpp" line="101"/>
        <source>&quot;method&quot; must be a non-empty string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/resendrequest.cpp" line="103"/>
        <source>&quot;params&quot; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/resendrequest.cpp" line="144"/>
        <source>Not connected: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/resendrequest.cpp" line="144"/>
        <source>no server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/resendrequest.cpp" line="146"/>
        <source>A request is already under way: wait for its answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/resendrequest.cpp" line="175"/>
        <source>No answer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/resendrequest.cpp" line="178"/>
        <source>The server answered with an error: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::ResourceContent</name>
    <message>
        <location filename="../model/surface/resourcecontent.cpp" line="24"/>
        <source>the blob is %1 bytes, more than the %2 bytes shown; save it to a file from the raw result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/surface/resourcecontent.cpp" line="33"/>
        <source>the blob is not valid base64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/surface/resourcecontent.cpp" line="44"/>
        <source>a content item with neither a string &quot;text&quot; nor a string &quot;blob&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/surface/resourcecontent.cpp" line="61"/>
        <source>the result has no &quot;contents&quot; array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/surface/resourcecontent.cpp" line="71"/>
        <source>contents[%1]: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::ResourceEntry</name>
    <message>
        <location filename="../model/surface/resourceentry.cpp" line="19"/>
        <source>an entry without a string &quot;%1&quot; and &quot;name&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::ResourceListModel</name>
    <message>
        <location filename="../model/models/resourcelistmodel.cpp" line="100"/>
        <source>updated at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/resourcelistmodel.cpp" line="101"/>
        <source>subscribed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/resourcelistmodel.cpp" line="14"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/resourcelistmodel.cpp" line="15"/>
        <source>URI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/resourcelistmodel.cpp" line="16"/>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/resourcelistmodel.cpp" line="17"/>
        <source>Updated</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::ResourceLister</name>
    <message>
        <location filename="../model/surface/resourcelister.cpp" line="68"/>
        <source>%1: stopped after %2 pages and %3 entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/surface/resourcelister.cpp" line="101"/>
        <source>%1[%2]: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::ResourceReader</name>
    <message>
        <location filename="../model/surface/resourcereader.cpp" line="18"/>
        <source>not connected</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::ResourceTemplateModel</name>
    <message>
        <location filename="../model/models/resourcetemplatemodel.cpp" line="14"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/resourcetemplatemodel.cpp" line="15"/>
        <source>Template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/resourcetemplatemodel.cpp" line="16"/>
        <source>Variables</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::ResumableAdapter</name>
    <message>
        <location filename="../model/operations/resumableadapter.cpp" line="84"/>
        <source>protocol 2026-07-28 has no resumable requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/resumableadapter.cpp" line="134"/>
        <source>a resumable request is joined with {&quot;requestId&quot;: …, &quot;resumeToken&quot;: &quot;…&quot;}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/resumableadapter.cpp" line="148"/>
        <source>the call was lost with its connection before the server made it resumable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/resumableadapter.cpp" line="196"/>
        <source>requests/getStatus failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/resumableadapter.cpp" line="202"/>
        <source>undelivered messages waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/resumableadapter.cpp" line="204"/>
        <source>an input request waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/resumableadapter.cpp" line="207"/>
        <source>requests/getStatus: %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/resumableadapter.cpp" line="208"/>
        <source>(no status)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/resumableadapter.cpp" line="244"/>
        <source>follows the resume of the same request by operation %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/resumableadapter.cpp" line="253"/>
        <source>request id %1 is in use by another request on this connection; the resume waits for its answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/resumableadapter.cpp" line="277"/>
        <source>requests/resume sent under the original id %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/resumableadapter.cpp" line="278"/>
        <source> (the request was kept pending)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/resumableadapter.cpp" line="278"/>
        <source> (a new pending request)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/resumableadapter.cpp" line="290"/>
        <source>the operation ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/resumableadapter.cpp" line="303"/>
        <source>the request&apos;s link was lost: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/resumableadapter.cpp" line="319"/>
        <source>the server answered without ever making the request resumable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/resumableadapter.cpp" line="340"/>
        <location filename="../model/operations/resumableadapter.cpp" line="381"/>
        <source>cancelled by the user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/resumableadapter.cpp" line="397"/>
        <source>the server let the request go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/resumableadapter.cpp" line="400"/>
        <source>the server did not confirm the cancellation: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/resumableadapter.cpp" line="453"/>
        <source>ignored a resume policy without a resumeToken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/resumableadapter.cpp" line="471"/>
        <source>the server renewed the resume policy (maxWait %1 s after a disconnect)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/resumableadapter.cpp" line="472"/>
        <source>the server made the request resumable (maxWait %1 s after a disconnect)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/resumableadapter.cpp" line="475"/>
        <source>the server renewed the resume policy (no maxWait)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/resumableadapter.cpp" line="476"/>
        <source>the server made the request resumable (no maxWait)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::SagaAdapter</name>
    <message>
        <location filename="../model/operations/sagaadapter.cpp" line="93"/>
        <source>%1 lost: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/sagaadapter.cpp" line="110"/>
        <source>the saga failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/sagaadapter.cpp" line="127"/>
        <source>unknown saga state %1: taken as the final result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/sagaadapter.cpp" line="130"/>
        <source>the saga ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/sagaadapter.cpp" line="139"/>
        <source>the server suspended the saga without a sagaToken: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/sagaadapter.cpp" line="144"/>
        <source>the server moved on to another round</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../model/operations/sagaadapter.cpp" line="154"/>
        <source>round %1: %n step(s) to perform</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/operations/sagaadapter.cpp" line="157"/>
        <source>the server suspended the saga with no steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/sagaadapter.cpp" line="192"/>
        <source>ignored a step without a stepId: it cannot be answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/sagaadapter.cpp" line="201"/>
        <source>step %1 has an unknown type &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/sagaadapter.cpp" line="208"/>
        <source>the operation ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/sagaadapter.cpp" line="234"/>
        <source>step %1 refused: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/sagaadapter.cpp" line="237"/>
        <source>step %1 performed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../model/operations/sagaadapter.cpp" line="286"/>
        <source>tools/resumeSaga sent with %n completed step(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/operations/sagaadapter.cpp" line="327"/>
        <source>a saga is joined with its sagaToken (or {&quot;sagaToken&quot;: …, &quot;completedSteps&quot;: […]})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/sagaadapter.cpp" line="338"/>
        <source>continued by operation %1, joined by its token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/sagaadapter.cpp" line="361"/>
        <source>the saga was lost before the server returned a saga token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/sagaadapter.cpp" line="382"/>
        <source>the saga was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/sagaadapter.cpp" line="384"/>
        <source>cancelled by the user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/sagaadapter.cpp" line="400"/>
        <source>saga token edited by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/sagaadapter.cpp" line="414"/>
        <source>no saga token yet: nothing to resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/sagaadapter.cpp" line="418"/>
        <source>a saga request is already in flight</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::ServerConfig</name>
    <message>
        <location filename="../model/session/serverconfig.cpp" line="341"/>
        <source>--header must look like &quot;Name: value&quot;: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/serverconfig.cpp" line="350"/>
        <source>--era must be auto, legacy or modern</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::ServerListModel</name>
    <message>
        <location filename="../model/models/serverlistmodel.cpp" line="32"/>
        <source>resumable requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/serverlistmodel.cpp" line="34"/>
        <source>tool sagas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/serverlistmodel.cpp" line="36"/>
        <source>tasks extension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/serverlistmodel.cpp" line="44"/>
        <source>a call survives a lost connection: the inspector resumes it where it was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/serverlistmodel.cpp" line="46"/>
        <source>a tool may stop to ask you and go on with your answer, the inspector keeping its token in between</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/serverlistmodel.cpp" line="49"/>
        <source>any call may become a task the server runs on, which the inspector follows, cancels and joins again; the server decides which</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/serverlistmodel.cpp" line="51"/>
        <source>Offers %1 (dialect %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/serverlistmodel.cpp" line="215"/>
        <source>connected · %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/serverlistmodel.cpp" line="216"/>
        <source>1 tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/serverlistmodel.cpp" line="216"/>
        <source>%1 tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/serverlistmodel.cpp" line="227"/>
        <source>skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/serverlistmodel.cpp" line="229"/>
        <source>offers: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/serverlistmodel.cpp" line="321"/>
        <source>signed in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/serverlistmodel.cpp" line="323"/>
        <source>signed in · token expires in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/serverlistmodel.cpp" line="324"/>
        <source>signed in · token expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/serverlistmodel.cpp" line="328"/>
        <source>sign in in your browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/serverlistmodel.cpp" line="329"/>
        <source>no browser opened: open the sign-in link (Authorization tab)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/serverlistmodel.cpp" line="333"/>
        <source>authorization: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::ServerLogModel</name>
    <message>
        <location filename="../model/models/serverlogmodel.cpp" line="11"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/serverlogmodel.cpp" line="12"/>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/serverlogmodel.cpp" line="12"/>
        <source>Logger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/serverlogmodel.cpp" line="13"/>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::ServerRegistry</name>
    <message>
        <location filename="../model/registry/serverregistry.cpp" line="140"/>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::SessionHandshake</name>
    <message>
        <location filename="../model/session/sessionhandshake.cpp" line="105"/>
        <source>the server supports only %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/sessionhandshake.cpp" line="108"/>
        <source>server/discover lists only %1; using the initialize handshake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/sessionhandshake.cpp" line="130"/>
        <source>the server refused version %1 and lists %2: trying %3 again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/sessionhandshake.cpp" line="135"/>
        <source>the server speaks a modern protocol version this client does not: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/sessionhandshake.cpp" line="139"/>
        <source>server/discover failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/sessionhandshake.cpp" line="142"/>
        <source>server/discover answered %1: the server is legacy; using initialize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/sessionhandshake.cpp" line="158"/>
        <source>initialize failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/sessionhandshake.cpp" line="168"/>
        <source>the server chose protocol version &quot;%1&quot;, which this client does not speak (it speaks %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::SessionRecorder</name>
    <message>
        <location filename="../model/session/sessionrecorder.cpp" line="29"/>
        <source>the server is gone</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::SilenceWatch</name>
    <message>
        <location filename="../model/operations/silencewatch.cpp" line="108"/>
        <source>the threshold set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/silencewatch.cpp" line="110"/>
        <source>%1 × its longest recent gap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/silencewatch.cpp" line="112"/>
        <source>the shortest threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/silencewatch.cpp" line="114"/>
        <source>before it has shown a rhythm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/silencewatch.cpp" line="115"/>
        <source>silent: nothing new for %1 (threshold %2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::SkillCatalog</name>
    <message>
        <location filename="../model/skills/skillcatalog.cpp" line="59"/>
        <source>skills/list failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skillcatalog.cpp" line="71"/>
        <source>the listing still had more after %1 pages: the rest is not shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skillcatalog.cpp" line="157"/>
        <location filename="../model/skills/skillcatalog.cpp" line="184"/>
        <source>the entry is invalid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skillcatalog.cpp" line="175"/>
        <source>skills/get failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skillcatalog.cpp" line="179"/>
        <source>skills/get answered with the entry of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skillcatalog.cpp" line="201"/>
        <location filename="../model/skills/skillcatalog.cpp" line="253"/>
        <source>resources/read failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skillcatalog.cpp" line="206"/>
        <location filename="../model/skills/skillcatalog.cpp" line="255"/>
        <source>resources/read returned no content for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skillcatalog.cpp" line="212"/>
        <source>verification failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skillcatalog.cpp" line="227"/>
        <source>the skill is not loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skillcatalog.cpp" line="234"/>
        <source>%1 is not listed in the skill&apos;s entry: the skill changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skillcatalog.cpp" line="235"/>
        <location filename="../model/skills/skillcatalog.cpp" line="241"/>
        <source>%1 is not a file of this skill</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::SkillEntry</name>
    <message>
        <location filename="../model/skills/skill.cpp" line="264"/>
        <source>the entry has no uri</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skill.cpp" line="266"/>
        <source>the uri %1 does not name a SKILL.md</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skill.cpp" line="270"/>
        <source>the entry has no frontmatter object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skill.cpp" line="273"/>
        <source>the frontmatter has no name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skill.cpp" line="275"/>
        <source>the frontmatter has no description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skill.cpp" line="282"/>
        <source>the last segment of the skill path (%1) is not its name (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skill.cpp" line="284"/>
        <source>the name %1 breaks the Agent Skills naming rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skill.cpp" line="292"/>
        <source>resources is neither a list of files nor &quot;dynamic&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skill.cpp" line="307"/>
        <source>file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skill.cpp" line="309"/>
        <source>%1 has no uri</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skill.cpp" line="311"/>
        <source>%1 lies outside the skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skill.cpp" line="313"/>
        <source>%1 has no sha256 digest of 64 lowercase hex digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skill.cpp" line="315"/>
        <source>%1 has no size in bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skill.cpp" line="317"/>
        <source>%1 is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skill.cpp" line="322"/>
        <source>the files do not list the SKILL.md itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skill.cpp" line="324"/>
        <source>%1 files, more than the %2 every host accepts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skill.cpp" line="328"/>
        <source>%1 bytes in all, more than the 16 MiB every host accepts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::Skills</name>
    <message>
        <location filename="../model/skills/skill.cpp" line="344"/>
        <source>SKILL.md does not begin with a --- delimited YAML frontmatter block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skill.cpp" line="355"/>
        <source>the frontmatter is not a YAML mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skill.cpp" line="385"/>
        <source>%1: the file says %2, the entry %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skill.cpp" line="399"/>
        <source>%1 has %2 bytes, its entry says %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skill.cpp" line="401"/>
        <source>%1 does not match its digest (%2, its entry says %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skill.cpp" line="411"/>
        <source>the entry does not list %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skill.cpp" line="421"/>
        <source>frontmatter differs from the entry: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::StdioTap</name>
    <message>
        <location filename="../model/recording/stdiotap.cpp" line="37"/>
        <source>the server crashed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/recording/stdiotap.cpp" line="38"/>
        <source>the server exited (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/recording/stdiotap.cpp" line="88"/>
        <source>cannot start %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::StdioTransport</name>
    <message>
        <location filename="../model/transport/stdiotransport.cpp" line="155"/>
        <source>Cannot send a message to &quot;%1&quot;: the server is not running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/stdiotransport.cpp" line="282"/>
        <source>the server closed its output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/stdiotransport.cpp" line="412"/>
        <source>no command is configured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/stdiotransport.cpp" line="414"/>
        <source>the working directory &quot;%1&quot; does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/stdiotransport.cpp" line="416"/>
        <source>command not found in PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/stdiotransport.cpp" line="418"/>
        <source>no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/stdiotransport.cpp" line="420"/>
        <source>not an executable file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/stdiotransport.cpp" line="421"/>
        <source>could not start the server &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/stdiotransport.cpp" line="456"/>
        <source>closed by the client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/stdiotransport.cpp" line="458"/>
        <source>server crashed (signal %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/stdiotransport.cpp" line="460"/>
        <source>server exited with code %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::SyncAdapter</name>
    <message>
        <location filename="../model/operations/syncadapter.cpp" line="42"/>
        <source>cancelled by the user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/syncadapter.cpp" line="52"/>
        <source>the call was lost with its connection (plain tools/call cannot be resumed)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::TaskAdapter</name>
    <message>
        <location filename="../model/operations/taskadapter.cpp" line="60"/>
        <source>a status notification about task %1 came before the answer that named it: applied now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/taskadapter.cpp" line="72"/>
        <source>ignored a late &quot;%1&quot; from the server: it had said &quot;%2&quot; already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/taskadapter.cpp" line="111"/>
        <source>no task id to follow</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::TasksAdapter</name>
    <message>
        <location filename="../model/operations/tasksadapter.cpp" line="51"/>
        <source>the server answered without creating a task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/tasksadapter.cpp" line="142"/>
        <source>tasks/result failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/tasksadapter.cpp" line="153"/>
        <source>tasks/result answered %1; checking the task&apos;s status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/tasksadapter.cpp" line="184"/>
        <source>tasks/cancel failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/tasksadapter.cpp" line="293"/>
        <source>waiting for a person to answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/tasksadapter.cpp" line="311"/>
        <source>task %1 was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/tasksadapter.cpp" line="343"/>
        <source>unknown task %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/tasksadapter.cpp" line="355"/>
        <source>task %1 has already ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/tasksadapter.cpp" line="361"/>
        <source>the server cancelled the task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/tasksadapter.cpp" line="365"/>
        <source>unknown method %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::TasksExtAdapter</name>
    <message>
        <location filename="../model/operations/tasksextadapter.cpp" line="33"/>
        <source>the tasks extension belongs to 2026-07-28; this server speaks %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/tasksextadapter.cpp" line="50"/>
        <source>the server answered without creating a task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/tasksextadapter.cpp" line="93"/>
        <source>a task now: numeric progress ends here, status messages follow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/tasksextadapter.cpp" line="124"/>
        <source>the task failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/tasksextadapter.cpp" line="172"/>
        <source>declined the server&apos;s %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/tasksextadapter.cpp" line="180"/>
        <source>tasks/update failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/tasksextadapter.cpp" line="267"/>
        <source>the set of followed tasks changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/tasksextadapter.cpp" line="273"/>
        <source>cancelled by the user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/tasksextadapter.cpp" line="281"/>
        <source>tasks/cancel failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/tasksextadapter.cpp" line="283"/>
        <source>the server acknowledged the cancellation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::ToolListModel</name>
    <message>
        <location filename="../model/models/toollistmodel.cpp" line="226"/>
        <source>Dialects: %1%2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/toollistmodel.cpp" line="228"/>
        <source> (an async dialect is required)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/toollistmodel.cpp" line="230"/>
        <source>
The server declares the tasks extension: it decides for each call whether it becomes a task.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/toollistmodel.cpp" line="30"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/toollistmodel.cpp" line="31"/>
        <source>Async markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/models/toollistmodel.cpp" line="32"/>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::Transport</name>
    <message>
        <location filename="../model/transport/transport.cpp" line="104"/>
        <location filename="../model/transport/transport.cpp" line="141"/>
        <source>Ignored a message from the server: a JSON-RPC message must be an object: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/transport.cpp" line="110"/>
        <source>message is not valid UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/transport.cpp" line="111"/>
        <source>malformed JSON (%1 at byte %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/transport.cpp" line="112"/>
        <source>Ignored a message from the server: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../model/transport/transport.cpp" line="125"/>
        <source>The server sent a JSON-RPC batch of %n message(s); batches are not allowed since protocol 2025-06-18. Processing its objects anyway.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../model/transport/transport.cpp" line="137"/>
        <source>Ignored %n batch item(s) that are not JSON objects.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/transport/transport.cpp" line="152"/>
        <source>the server&apos;s answer was dropped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/transport.cpp" line="157"/>
        <source>message of %1 bytes exceeds the limit of %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/transport.cpp" line="158"/>
        <source>Ignored a message from the server: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::WebSocketTransport</name>
    <message>
        <location filename="../model/transport/websockettransport.cpp" line="30"/>
        <location filename="../model/transport/websockettransport.cpp" line="151"/>
        <source>closed by the client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/websockettransport.cpp" line="98"/>
        <source>Cannot send a message to %1: the WebSocket is not open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/websockettransport.cpp" line="113"/>
        <source>The server did not accept the WebSocket subprotocol &quot;%1&quot; (it chose %2); continuing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/websockettransport.cpp" line="114"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/websockettransport.cpp" line="128"/>
        <source>could not connect to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/websockettransport.cpp" line="130"/>
        <source>WebSocket error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/websockettransport.cpp" line="157"/>
        <source>the server closed the connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/websockettransport.cpp" line="159"/>
        <source>the server closed the connection (code %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/transport/websockettransport.cpp" line="160"/>
        <source>the server closed the connection (code %1: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../model/transport/websockettransport.cpp" line="180"/>
        <source>binary message of %n byte(s) is not valid UTF-8</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../model/transport/websockettransport.cpp" line="183"/>
        <source>Ignored a message from the server: %1 (starts with %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::Workspace</name>
    <message>
        <location filename="../model/workspace/workspace.cpp" line="115"/>
        <source>no kept operation has the id or handle %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/workspace/workspace.cpp" line="116"/>
        <source>%1 is the handle of several kept operations: give the id, or the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/workspace/workspace.cpp" line="183"/>
        <source>● recording</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Mcp::YamlReader</name>
    <message>
        <location filename="../model/skills/skill.cpp" line="65"/>
        <source>not YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skill.cpp" line="76"/>
        <source>not a YAML document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skill.cpp" line="81"/>
        <source>more than one YAML document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skill.cpp" line="102"/>
        <location filename="../model/skills/skill.cpp" line="179"/>
        <source>YAML error at line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skill.cpp" line="120"/>
        <source>the YAML is nested too deeply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skill.cpp" line="129"/>
        <source>YAML aliases are not accepted in frontmatter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skill.cpp" line="132"/>
        <location filename="../model/skills/skill.cpp" line="146"/>
        <source>YAML anchors are not accepted in frontmatter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skill.cpp" line="156"/>
        <source>a YAML key that is not a scalar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skill.cpp" line="164"/>
        <source>the YAML key &quot;%1&quot; appears twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/skills/skill.cpp" line="169"/>
        <source>unexpected YAML</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OperationDetailPane</name>
    <message>
        <location filename="../views/operationdetailpane.cpp" line="74"/>
        <source>status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.cpp" line="76"/>
        <source>progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.cpp" line="78"/>
        <source>prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.cpp" line="80"/>
        <source>link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.cpp" line="82"/>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.cpp" line="84"/>
        <source>log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.cpp" line="88"/>
        <source>info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.ui" line="35"/>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.ui" line="32"/>
        <source>Ask the server for the status now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.ui" line="42"/>
        <source>Cancel operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.ui" line="56"/>
        <source>Server:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.ui" line="73"/>
        <source>Status:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.ui" line="105"/>
        <source>Handle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.ui" line="108"/>
        <source>The handle that joins this operation from another client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.ui" line="114"/>
        <source>no handle (the call is not resumable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.ui" line="124"/>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.ui" line="121"/>
        <source>Copy the handle, to join this operation from another client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.ui" line="96"/>
        <source>Handle:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.ui" line="133"/>
        <source>Expiry:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.ui" line="146"/>
        <source>Started:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.ui" line="159"/>
        <source>Polls:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.ui" line="169"/>
        <source>Status queries sent for this operation: how many brought nothing new, the interval used against the one the server asked for, how late the end was noticed, and the bytes moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.ui" line="181"/>
        <source>Saga token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.ui" line="187"/>
        <source>Edit the token sent with the next tools/resumeSaga (to test the server&apos;s tamper check)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.ui" line="194"/>
        <source>Use for next resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.ui" line="201"/>
        <source>Resume now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.ui" line="211"/>
        <source>Operation details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.ui" line="215"/>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.ui" line="223"/>
        <source>Everything that happened to the operation, with the time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.ui" line="236"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.ui" line="241"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.ui" line="246"/>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.cpp" line="340"/>
        <source>%1 (server says &quot;%2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.cpp" line="342"/>
        <source>%1 · tool error</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../views/operationdetailpane.cpp" line="351"/>
        <source>%1 — %n prompt(s) waiting for you; the request&apos;s timeout is paused until answered</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.cpp" line="360"/>
        <source>joined at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.cpp" line="362"/>
        <source>%1 · finished %2 after %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.ui" line="220"/>
        <location filename="../views/operationdetailpane.ui" line="232"/>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.ui" line="252"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.cpp" line="187"/>
        <source>Traffic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.cpp" line="192"/>
        <source>Show this operation&apos;s messages in the traffic of its server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.cpp" line="193"/>
        <source>Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.cpp" line="198"/>
        <source>Save the operation&apos;s statuses, events, progress, result and messages as one JSON file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.cpp" line="263"/>
        <source>All of %1&apos;s operations: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.cpp" line="321"/>
        <source>No operation selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.cpp" line="334"/>
        <source>%1 · dialect %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.cpp" line="336"/>
        <source>started here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.cpp" line="336"/>
        <source>joined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.cpp" line="399"/>
        <source>no expiry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.cpp" line="408"/>
        <source>expires in %1%2, at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationdetailpane.cpp" line="413"/>
        <source>expired %1 ago%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OperationNotifications</name>
    <message>
        <location filename="../views/notifier.cpp" line="226"/>
        <source>Notify When Completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/notifier.cpp" line="226"/>
        <source>Notify When Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/notifier.cpp" line="226"/>
        <source>Notify When Expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/notifier.cpp" line="227"/>
        <source>Notify When Asking for Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/notifier.cpp" line="227"/>
        <source>Notify When Silent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/notifier.cpp" line="228"/>
        <source>Show a desktop notification when an operation completes while the window is inactive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/notifier.cpp" line="229"/>
        <source>Show a desktop notification when an operation fails while the window is inactive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/notifier.cpp" line="230"/>
        <source>Show a desktop notification when an operation expires or its server forgets it while the window is inactive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/notifier.cpp" line="232"/>
        <source>Show a desktop notification when an operation asks for input while the window is inactive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/notifier.cpp" line="233"/>
        <source>Show a desktop notification when a working operation has sent nothing new for longer than the silence threshold while the window is inactive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/notifier.cpp" line="308"/>
        <source>%1 completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/notifier.cpp" line="308"/>
        <source>%1 completed with a tool error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/notifier.cpp" line="309"/>
        <source>Finished on server %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/notifier.cpp" line="310"/>
        <source>Finished on server %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/notifier.cpp" line="322"/>
        <source>%1 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/notifier.cpp" line="323"/>
        <source>Failed on server %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/notifier.cpp" line="324"/>
        <source>Failed on server %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/notifier.cpp" line="328"/>
        <source>%1 expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/notifier.cpp" line="329"/>
        <source>Its deadline on server %1 has passed; the server may have forgotten it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/notifier.cpp" line="333"/>
        <source>%1 is gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/notifier.cpp" line="333"/>
        <source>Server %1 no longer knows this operation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/notifier.cpp" line="350"/>
        <source>%1 needs input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/notifier.cpp" line="351"/>
        <source>Server %1 is waiting for an answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/notifier.cpp" line="352"/>
        <source>Server %1 asks: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/notifier.cpp" line="357"/>
        <source>%1 is silent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/notifier.cpp" line="358"/>
        <source>Server %1 has sent nothing new about it since %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OperationStore</name>
    <message>
        <location filename="../model/operations/operationstore.cpp" line="52"/>
        <source>held by %1, pid %2 on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationstore.cpp" line="53"/>
        <source>an unknown process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationstore.cpp" line="55"/>
        <source>an unknown host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationstore.cpp" line="90"/>
        <source>could not read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationstore.cpp" line="98"/>
        <source>%1 is not a store of operations: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationstore.cpp" line="125"/>
        <source>could not read %1 to merge with it: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationstore.cpp" line="147"/>
        <source>%1 is not a store of operations (%2); kept it as %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationstore.cpp" line="228"/>
        <source>could not lock %1 within %2 s (%3); saving without the lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/operations/operationstore.cpp" line="243"/>
        <source>could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OperationStory</name>
    <message>
        <location filename="../model/recording/operationstory.cpp" line="214"/>
        <source>the call ended otherwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/recording/operationstory.cpp" line="217"/>
        <source>other statuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/recording/operationstory.cpp" line="220"/>
        <source>other questions from the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/recording/operationstory.cpp" line="235"/>
        <source>other progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/recording/operationstory.cpp" line="241"/>
        <source>progress went back from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OperationsView</name>
    <message>
        <location filename="../views/operationsview.cpp" line="166"/>
        <source>Status:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="169"/>
        <source>Status filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="170"/>
        <source>Shows only the operations in this status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="171"/>
        <source>All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="172"/>
        <source>Active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="173"/>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="181"/>
        <source>Server:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="184"/>
        <source>Server filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="185"/>
        <source>Shows only the operations of this server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="187"/>
        <source>All servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="195"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="196"/>
        <source>Cancel the selected operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="197"/>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="198"/>
        <source>Ask the server for the status of the selected operation now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="199"/>
        <source>Join Again…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="200"/>
        <source>Attach to the selected operation once more, by its handle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="201"/>
        <source>Copy Handle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="202"/>
        <source>Copy the handle, to join from another client or after a restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="203"/>
        <source>Copy Call as Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="204"/>
        <source>Copy the mcp-async command line that makes this call again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="205"/>
        <source>Copy Join as Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="206"/>
        <source>Copy the mcp-async command line that joins this operation by its handle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="207"/>
        <source>Clear Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="208"/>
        <source>Remove the operations that have ended (completed, failed, cancelled, expired, not found) of the server filtered on, or of all; those still running, waiting or disconnected stay. It can be undone for 30 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="211"/>
        <source>Undo Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="212"/>
        <source>Bring back the operations Clear Finished removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="255"/>
        <source>Operations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="256"/>
        <source>Every operation of every server: status, tool, progress and countdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="348"/>
        <source>Nothing has finished: every operation is still running, waiting or can be resumed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="350"/>
        <source>Nothing of %1 has finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="355"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="358"/>
        <source>%1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="361"/>
        <source>Cleared 1 finished operation: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="362"/>
        <source>Cleared %1 finished operations: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="445"/>
        <source>No operation matches the filter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/operationsview.cpp" line="446"/>
        <source>No operations yet.

Pick a tool above and press Launch, or use Join… to attach to an operation by its handle.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PendingRequestsView</name>
    <message>
        <location filename="../views/pendingrequestsview.cpp" line="24"/>
        <source>&amp;Cancel Request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/pendingrequestsview.cpp" line="36"/>
        <source>Waiting requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/pendingrequestsview.cpp" line="37"/>
        <source>Every request still waiting for an answer, both ways: direction, server, id, method, operation, age and timeout clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/pendingrequestsview.cpp" line="59"/>
        <source>cancelled from the Waiting tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/pendingrequestsview.cpp" line="76"/>
        <source>No request is waiting for an answer.
While one waits, it shows here: ours to a server, with its timeout clock, and the server&apos;s to us.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/pendingrequestsview.cpp" line="86"/>
        <source>The server&apos;s requests are answered where they are asked (the Questions tab), not cancelled here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/pendingrequestsview.cpp" line="87"/>
        <source>Cancel the selected request of ours: the server is sent notifications/cancelled (Delete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/pendingrequestsview.cpp" line="95"/>
        <source>Nothing waits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/pendingrequestsview.cpp" line="96"/>
        <source>%1 waiting: %2 ours, %3 the server&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlotExport</name>
    <message>
        <location filename="../views/plotexport.cpp" line="42"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/plotexport.cpp" line="69"/>
        <source>Unknown image format &quot;%1&quot;: use .png, .svg or .pdf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/plotexport.cpp" line="73"/>
        <source>Could not write %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/plotexport.cpp" line="81"/>
        <location filename="../views/plotexport.cpp" line="88"/>
        <source>Export Image</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProgressPlotWidget</name>
    <message>
        <location filename="../views/progressplotwidget.cpp" line="75"/>
        <source>Progress chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/progressplotwidget.cpp" line="76"/>
        <source>The operation&apos;s progress over time, with its rate and ETA below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/progressplotwidget.cpp" line="77"/>
        <source>Drag or scroll to look at a time span; double-click to follow the operation again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/progressplotwidget.cpp" line="107"/>
        <source>elapsed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/progressplotwidget.cpp" line="110"/>
        <location filename="../views/progressplotwidget.cpp" line="300"/>
        <source>progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/progressplotwidget.cpp" line="116"/>
        <source>progress (held)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/progressplotwidget.cpp" line="123"/>
        <source>reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/progressplotwidget.cpp" line="133"/>
        <source>Export Image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/progressplotwidget.cpp" line="134"/>
        <source>Save the chart as PNG, SVG or PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/progressplotwidget.cpp" line="297"/>
        <source>% of total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/progressplotwidget.cpp" line="300"/>
        <source>progress (no total given)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/progressplotwidget.cpp" line="496"/>
        <source>No operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/progressplotwidget.cpp" line="501"/>
        <source>No progress was reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/progressplotwidget.cpp" line="501"/>
        <source>No progress reported yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/progressplotwidget.cpp" line="509"/>
        <source>%1 of %2 (%3%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/progressplotwidget.cpp" line="513"/>
        <source>%1 (no total: indeterminate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/progressplotwidget.cpp" line="522"/>
        <source>rate %1/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/progressplotwidget.cpp" line="524"/>
        <source>rate %1/min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/progressplotwidget.cpp" line="532"/>
        <source>no ETA while waiting for an answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/progressplotwidget.cpp" line="534"/>
        <source>no ETA while disconnected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/progressplotwidget.cpp" line="537"/>
        <source>ETA %1 (in %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/progressplotwidget.cpp" line="539"/>
        <source>no ETA without a total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/progressplotwidget.cpp" line="541"/>
        <source>last report %1 ago</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PromptDialog</name>
    <message>
        <location filename="../views/promptdialog.cpp" line="158"/>
        <source>The server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="159"/>
        <source>%1 asks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="163"/>
        <source>&lt;b&gt;%1&lt;/b&gt; asks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="165"/>
        <source>&lt;b&gt;%1&lt;/b&gt; asks, for &lt;b&gt;%2&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="167"/>
        <source>&lt;b&gt;%1&lt;/b&gt; asks, for &lt;b&gt;%2&lt;/b&gt; (handle %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="184"/>
        <source>Timeout paused while you answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="224"/>
        <location filename="../views/promptdialog.cpp" line="240"/>
        <source>Accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="227"/>
        <location filename="../views/promptdialog.cpp" line="242"/>
        <location filename="../views/promptdialog.cpp" line="256"/>
        <source>Decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="229"/>
        <location filename="../views/promptdialog.cpp" line="244"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="235"/>
        <source>Open in browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="252"/>
        <source>Send reply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="254"/>
        <source>Send the reply (Ctrl+Return)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="266"/>
        <source>Send result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="269"/>
        <source>Reply &quot;not supported&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="212"/>
        <location filename="../views/promptdialog.cpp" line="611"/>
        <source>Answer later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="215"/>
        <source>Close this window; the prompt stays in the inbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="342"/>
        <source>The server wants you to open a page on &lt;b style=&quot;font-size:large&quot;&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="343"/>
        <source>(no domain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="373"/>
        <source>This is not a valid web address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="375"/>
        <source>The page is not served over HTTPS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="377"/>
        <source>The address contains a user name before the domain; the page is on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="379"/>
        <source>The domain uses international characters (%1); it is shown here as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="382"/>
        <source>The page is not on the server&apos;s own domain (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="391"/>
        <source>Nothing is opened unless you press &quot;Open in browser&quot;. Accept tells the server you agree to continue on that page; the interaction itself happens there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="405"/>
        <source>The server asks for an LLM completion. You answer in the model&apos;s place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="459"/>
        <source>System prompt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="57"/>
        <source>hints: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="61"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="64"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="464"/>
        <source>Model preferences:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="71"/>
        <source>max %1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="73"/>
        <source>temperature %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="80"/>
        <source>stop at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="82"/>
        <source>context: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="468"/>
        <source>Limits:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="474"/>
        <source>Tools offered:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="413"/>
        <source>The assistant&apos;s reply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="419"/>
        <source>Model name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="423"/>
        <source>Stop reason:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="483"/>
        <source>The server sent a request this client does not answer by itself: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="492"/>
        <source>Result to send (a JSON object):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="626"/>
        <source>The server withdrew this request; it can no longer be answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="627"/>
        <source>The server withdrew this request (%1); it can no longer be answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="629"/>
        <source>This request was answered elsewhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="633"/>
        <source>This request is gone; it can no longer be answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="611"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="645"/>
        <source>Fix these before accepting: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../views/promptdialog.cpp" line="647"/>
        <source>%n field(s) still need attention.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="648"/>
        <source>Accept sends the form; Decline refuses; Cancel dismisses without a choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="651"/>
        <source>Check the domain before you open the page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="654"/>
        <source>Write the reply before sending.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="654"/>
        <source>Write the reply, then send it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="656"/>
        <source>Name the model (&quot;human&quot; is fine).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="657"/>
        <source>Send reply answers as model &quot;%1&quot;; Decline tells the server you rejected the request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="661"/>
        <source>The result must be a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="662"/>
        <source>Send result answers with the JSON above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="673"/>
        <source>The server reports that the interaction is complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="675"/>
        <source>Accepted. Complete the steps on the page; the server goes on when it is done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptdialog.cpp" line="676"/>
        <source>Accepted. Complete the steps on the page; waiting for the server to confirm…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PromptInbox</name>
    <message>
        <location filename="../views/promptinbox.cpp" line="26"/>
        <source>Questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptinbox.cpp" line="27"/>
        <source>Questions the servers ask, waiting for an answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptinbox.cpp" line="41"/>
        <source>Answer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptinbox.cpp" line="89"/>
        <source>No prompts are waiting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../views/promptinbox.cpp" line="91"/>
        <source>%n prompt(s) waiting. Double-click one to answer it.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PromptsView</name>
    <message>
        <location filename="../views/promptsview.cpp" line="40"/>
        <source>&amp;Get</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptsview.cpp" line="45"/>
        <source>Prompt templates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptsview.cpp" line="46"/>
        <source>The prompts the server offers; Return fills in the selected one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptsview.cpp" line="52"/>
        <source>prompts/get with these arguments (Ctrl+Return)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptsview.cpp" line="54"/>
        <source>Prompt messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptsview.cpp" line="55"/>
        <source>The messages of the prompt got, each with its role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptsview.cpp" line="151"/>
        <source>Select a server to see its prompt templates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptsview.cpp" line="153"/>
        <source>%1 is not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptsview.cpp" line="155"/>
        <source>%1 offers no prompts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptsview.cpp" line="157"/>
        <source>Listing the prompts…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../views/promptsview.cpp" line="160"/>
        <source>%n prompt template(s) of %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/promptsview.cpp" line="162"/>
        <source>Problems: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptsview.cpp" line="197"/>
        <source>Argument %1 of the prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptsview.cpp" line="198"/>
        <source>required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptsview.cpp" line="198"/>
        <source>optional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptsview.cpp" line="246"/>
        <source>Getting %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/promptsview.cpp" line="255"/>
        <source>prompts/get failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProtocolLint</name>
    <message>
        <location filename="../model/diagnosis/protocollint.cpp" line="35"/>
        <location filename="../model/diagnosis/protocollint.cpp" line="36"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/protocollint.cpp" line="142"/>
        <source>%1 says protocol %2, but the link negotiated %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/protocollint.cpp" line="175"/>
        <source>a second answer to request %1 (one request, one answer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/protocollint.cpp" line="179"/>
        <source>an answer to id %1, which no request of this client had</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/protocollint.cpp" line="199"/>
        <source>a 2026-07-28 answer to %1 without resultType</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/protocollint.cpp" line="239"/>
        <source>tools/call answered -32601 (method not found): the spec answers an unknown tool with -32602 (invalid params)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/protocollint.cpp" line="245"/>
        <source>%1 answered %2, a code JSON-RPC reserves for itself (servers have -32000 to -32099)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/protocollint.cpp" line="255"/>
        <source>%1 for %2 was answered “%3” %4 before its %5 ran out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/protocollint.cpp" line="257"/>
        <source>ttl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/protocollint.cpp" line="257"/>
        <source>keepAlive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/protocollint.cpp" line="263"/>
        <source>the server asked for polls every %1 and refused one sent %2 after the one before: “%3”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/protocollint.cpp" line="285"/>
        <source>notifications/cancelled for id %1, which no request of either side had</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/protocollint.cpp" line="299"/>
        <source>progress for token %1, which no request carried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/protocollint.cpp" line="308"/>
        <source>progress went back from %1 to %2 (it must increase with each notification)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/protocollint.cpp" line="316"/>
        <source>progress %1 is past its total %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/protocollint.cpp" line="347"/>
        <source>status “%1” for %2 is not a word of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/protocollint.cpp" line="348"/>
        <source>tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/protocollint.cpp" line="348"/>
        <source>the operation dialect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/protocollint.cpp" line="358"/>
        <source>status “%1” for %2 after its terminal “%3”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/protocollint.cpp" line="373"/>
        <source>%1 is still “%2” %3 after its ttl ran out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/protocollint.cpp" line="382"/>
        <source>status “%1” for %2 dated after its terminal “%3”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../model/surface/serverdescription.cpp" line="39"/>
        <source>not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/surface/serverlog.cpp" line="25"/>
        <source>… (%1 characters, cut)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Recording</name>
    <message>
        <location filename="../model/recording/recording.cpp" line="244"/>
        <source>a JSON document, but no operation report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/recording/recording.cpp" line="257"/>
        <source>the session&apos;s other messages (only this operation&apos;s are in a report)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/recording/recording.cpp" line="259"/>
        <source>the report holds no messages: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/recording/recording.cpp" line="276"/>
        <source>nothing in it is a recording, a wire log or a traffic export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/recording/recording.cpp" line="286"/>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordingLint</name>
    <message>
        <location filename="../model/diagnosis/recordinglint.cpp" line="54"/>
        <source>a frame that is not JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/recordinglint.cpp" line="61"/>
        <source>a JSON-RPC batch, which no current protocol version allows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/diagnosis/recordinglint.cpp" line="92"/>
        <source>no line of it is a recording (a recording, a wire log or a traffic export)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordingMenu</name>
    <message>
        <location filename="../views/recordingmenu.cpp" line="37"/>
        <source>&amp;Recording</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingmenu.cpp" line="41"/>
        <location filename="../views/recordingmenu.cpp" line="143"/>
        <source>&amp;Record This Server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingmenu.cpp" line="43"/>
        <source>Keep every message of the selected server&apos;s session, its link events and your answers in a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingmenu.cpp" line="46"/>
        <source>Record &amp;Every Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingmenu.cpp" line="48"/>
        <source>Record each server from its connect on, into %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingmenu.cpp" line="51"/>
        <source>&amp;Open Recording…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingmenu.cpp" line="52"/>
        <location filename="../views/recordingmenu.cpp" line="94"/>
        <source>Open Recording</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingmenu.cpp" line="56"/>
        <source>&amp;Follow a Live Recording…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingmenu.cpp" line="58"/>
        <source>Follow a Tap&apos;s or a Session&apos;s Recording</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingmenu.cpp" line="61"/>
        <source>Show the traffic a tap (mcp-async tap --record FILE) is writing, live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingmenu.cpp" line="66"/>
        <source>Recording stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingmenu.cpp" line="110"/>
        <source>Record %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingmenu.cpp" line="114"/>
        <source>Record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingmenu.cpp" line="143"/>
        <source>Stop &amp;Recording This Server</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordingParser</name>
    <message>
        <location filename="../model/recording/recording.cpp" line="34"/>
        <source>line %1: longer than %2 MB; skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/recording/recording.cpp" line="71"/>
        <source>line %1: not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/recording/recording.cpp" line="77"/>
        <source>line %1: a recording&apos;s header inside another kind of file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/recording/recording.cpp" line="87"/>
        <source>format %1 is newer than this reader&apos;s %2: unknown members are ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/recording/recording.cpp" line="97"/>
        <source>line %1: an entry without a message, a frame or an event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/recording/recording.cpp" line="107"/>
        <source>line %1: neither a recording&apos;s entry, a wire-log line nor a traffic export line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/recording/recording.cpp" line="219"/>
        <source>times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/recording/recording.cpp" line="219"/>
        <location filename="../model/recording/recording.cpp" line="223"/>
        <source>link events (connects, disconnects, stderr)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/recording/recording.cpp" line="219"/>
        <location filename="../model/recording/recording.cpp" line="223"/>
        <source>the person&apos;s actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/recording/recording.cpp" line="220"/>
        <location filename="../model/recording/recording.cpp" line="223"/>
        <source>the server&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/recording/recording.cpp" line="222"/>
        <source>protocol versions (taken from the handshake)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/recording/recording.cpp" line="222"/>
        <source>links (all on one)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordingWindow</name>
    <message>
        <location filename="../views/recordingwindow.cpp" line="40"/>
        <source>error %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="45"/>
        <source>result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="70"/>
        <source>Tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="70"/>
        <source>Dialect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="70"/>
        <source>Statuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="70"/>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="70"/>
        <source>Questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="70"/>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="76"/>
        <source>Tool calls of the recording</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="79"/>
        <source>Link events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="85"/>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="86"/>
        <source>Traffic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="87"/>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="88"/>
        <source>Link Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="112"/>
        <source>Expert (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="121"/>
        <source>Playback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="123"/>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="125"/>
        <source>Play the recording from here at the chosen speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="126"/>
        <source>1×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="127"/>
        <source>10×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="128"/>
        <source>100×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="129"/>
        <source>At once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="131"/>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="133"/>
        <source>Position in the recording</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="136"/>
        <source>Save Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="137"/>
        <source>Save the selected call&apos;s report as of this moment, with its own traffic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="153"/>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="153"/>
        <source>live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="153"/>
        <source>recording</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="156"/>
        <source>Tapped traffic of &lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="157"/>
        <source>Session with &lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="159"/>
        <source>started %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="161"/>
        <source>following the file as it grows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="163"/>
        <source>this file lacks %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="165"/>
        <source>%1 line(s) could not be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="180"/>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="206"/>
        <source>%1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="254"/>
        <source>There is no such call in the recording</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="255"/>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="268"/>
        <location filename="../views/recordingwindow.cpp" line="271"/>
        <source>Save Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/recordingwindow.cpp" line="268"/>
        <source>JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayScript</name>
    <message>
        <location filename="../model/recording/replayscript.cpp" line="317"/>
        <source>the recording has no answer to this %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/recording/replayscript.cpp" line="318"/>
        <source>the recording has no %1 request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/recording/replayscript.cpp" line="456"/>
        <source>replay: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResendDialog</name>
    <message>
        <location filename="../views/resenddialog.cpp" line="61"/>
        <source>Edit and Resend %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resenddialog.cpp" line="63"/>
        <source>The request sent as id %1. Edit its method and params; it is sent again as a new request, with a new id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resenddialog.cpp" line="69"/>
        <source>Request JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resenddialog.cpp" line="70"/>
        <source>The method and params to send, as a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resenddialog.cpp" line="86"/>
        <source>&amp;Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resenddialog.cpp" line="88"/>
        <source>Send as a new request (Ctrl+Return)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resenddialog.cpp" line="92"/>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resenddialog.cpp" line="122"/>
        <location filename="../views/resenddialog.cpp" line="127"/>
        <source>Original answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resenddialog.cpp" line="123"/>
        <location filename="../views/resenddialog.cpp" line="128"/>
        <source>New answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resenddialog.cpp" line="125"/>
        <source>(no answer recorded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resenddialog.cpp" line="126"/>
        <source>Send to see the new answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resenddialog.cpp" line="136"/>
        <source>Differences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resenddialog.cpp" line="137"/>
        <source>Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resenddialog.cpp" line="137"/>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resenddialog.cpp" line="137"/>
        <source>Original</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resenddialog.cpp" line="137"/>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resenddialog.cpp" line="165"/>
        <source>Valid: %1 is sent with a new id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resenddialog.cpp" line="177"/>
        <source>Sending…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resenddialog.cpp" line="186"/>
        <source>Sent as id %1, waiting for the answer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resenddialog.cpp" line="193"/>
        <source>(no answer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resenddialog.cpp" line="194"/>
        <source>Sent as id %1, answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resenddialog.cpp" line="195"/>
        <source>Sent as id %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resenddialog.cpp" line="208"/>
        <source>Nothing to compare: only one of the two answers is there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resenddialog.cpp" line="215"/>
        <source>(the whole answer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resenddialog.cpp" line="225"/>
        <source>No differences: the same answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resenddialog.cpp" line="227"/>
        <source>%1 differences; the first %2 shown, and %3 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../views/resenddialog.cpp" line="232"/>
        <source>%n difference(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResourcePreview</name>
    <message>
        <location filename="../views/resourcepreview.cpp" line="45"/>
        <source>&amp;Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcepreview.cpp" line="49"/>
        <source>Resource read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcepreview.cpp" line="53"/>
        <source>Resource contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcepreview.cpp" line="54"/>
        <source>Text, indented JSON or a hex dump of the resource read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcepreview.cpp" line="56"/>
        <source>Resource image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcepreview.cpp" line="60"/>
        <source>Write the bytes of the resource to a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcepreview.cpp" line="105"/>
        <source>no MIME type</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../views/resourcepreview.cpp" line="107"/>
        <source>%n byte(s) (blob)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/resourcepreview.cpp" line="108"/>
        <source>%n character(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/resourcepreview.cpp" line="110"/>
        <source>first of %1 items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcepreview.cpp" line="117"/>
        <source>The resource has no contents.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../views/resourcepreview.cpp" line="149"/>
        <source>… %n more byte(s); save the resource to see them all</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/resourcepreview.cpp" line="156"/>
        <source>nothing to save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcepreview.cpp" line="172"/>
        <location filename="../views/resourcepreview.cpp" line="177"/>
        <source>Save Resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcepreview.cpp" line="177"/>
        <source>Cannot save the resource: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResourcesView</name>
    <message>
        <location filename="../views/resourcesview.cpp" line="78"/>
        <source>Resources status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcesview.cpp" line="79"/>
        <source>Re&amp;fresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcesview.cpp" line="81"/>
        <source>Resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcesview.cpp" line="83"/>
        <source>Enter reads the resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcesview.cpp" line="85"/>
        <source>Resource templates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcesview.cpp" line="87"/>
        <source>Enter shows a field for each variable of the template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcesview.cpp" line="91"/>
        <source>Roots offered to the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcesview.cpp" line="92"/>
        <source>One file:// URI per line, then a space and a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcesview.cpp" line="93"/>
        <source>One root per line: file:///path [name]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcesview.cpp" line="96"/>
        <source>Offer &amp;roots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcesview.cpp" line="97"/>
        <source>Answer roots/list with these roots (and tell a connected server they changed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcesview.cpp" line="106"/>
        <source>Templates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcesview.cpp" line="109"/>
        <source>Roots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcesview.cpp" line="122"/>
        <source>Resource URI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcesview.cpp" line="123"/>
        <source>Enter reads the resource at this URI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcesview.cpp" line="124"/>
        <source>URI to read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcesview.cpp" line="126"/>
        <source>R&amp;ead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcesview.cpp" line="128"/>
        <source>Su&amp;bscribe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcesview.cpp" line="133"/>
        <source>Last update</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcesview.cpp" line="189"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcesview.cpp" line="211"/>
        <source>Select a server to see its resources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcesview.cpp" line="213"/>
        <source>Not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcesview.cpp" line="215"/>
        <source>This server offers no resources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcesview.cpp" line="217"/>
        <source>Listing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../views/resourcesview.cpp" line="219"/>
        <source>%n resource(s), %1 template(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/resourcesview.cpp" line="242"/>
        <source>Select a server first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcesview.cpp" line="265"/>
        <source>A value for {%1} in the URI template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcesview.cpp" line="334"/>
        <source>Follow changes of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcesview.cpp" line="334"/>
        <source>The server does not offer resource subscriptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcesview.cpp" line="336"/>
        <source>updated at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resourcesview.cpp" line="337"/>
        <source>subscribed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultViewer</name>
    <message>
        <location filename="../views/resultviewer.cpp" line="48"/>
        <source>[1 item]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="49"/>
        <source>[%1 items]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="51"/>
        <source>{1 key}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="52"/>
        <source>{%1 keys}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="74"/>
        <location filename="../views/resultviewer.cpp" line="80"/>
        <source>… %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="92"/>
        <source>
… (%1 more characters not shown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="105"/>
        <source>This image could not be decoded (%1, %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="106"/>
        <location filename="../views/resultviewer.cpp" line="513"/>
        <source>no type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="107"/>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="110"/>
        <source>Image · %1 · %2×%3 · %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="147"/>
        <location filename="../views/resultviewer.cpp" line="159"/>
        <source>Raw JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="149"/>
        <source>Show the result exactly as the server sent it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="186"/>
        <source>Result content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="191"/>
        <source>Partial results (announced in progress)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="207"/>
        <location filename="../views/resultviewer.cpp" line="210"/>
        <location filename="../views/resultviewer.cpp" line="331"/>
        <source>Structured content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="211"/>
        <source>The result&apos;s structuredContent as a tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="213"/>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="213"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="213"/>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="160"/>
        <source>The result exactly as the server sent it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="290"/>
        <source>No operation selected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="302"/>
        <source>The operation ended (%1) without a result. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="304"/>
        <source>No result yet: the operation is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="308"/>
        <source>No answer from the server: the inspector ended it at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="312"/>
        <source>Result received at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="337"/>
        <source>toolResult (text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="340"/>
        <source>toolResult</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="342"/>
        <source>Error data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="346"/>
        <source>structuredContent is missing although the tool declares an outputSchema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="348"/>
        <source>Structured content (missing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="357"/>
        <source>Empty result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="358"/>
        <source>The result has no content blocks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="395"/>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="407"/>
        <source>Audio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="408"/>
        <source>Audio clip (%1, %2). It is not played here; see Raw JSON for the data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="412"/>
        <source>Resource link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="415"/>
        <source>Embedded resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="418"/>
        <source>Content of type &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="446"/>
        <source>Read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="449"/>
        <source>Fetch %1 from the server (resources/read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="451"/>
        <source>Open in Resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="454"/>
        <source>Read %1 in the Resources tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="466"/>
        <source>No URI given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="466"/>
        <source>Not connected to the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="481"/>
        <source>Reading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="487"/>
        <source>Read again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="490"/>
        <source>Could not read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="512"/>
        <source>Binary contents (%1, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="519"/>
        <source>The server returned no contents.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="538"/>
        <source>(value)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="545"/>
        <source>Matches the tool&apos;s outputSchema.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="546"/>
        <source>Does not match the tool&apos;s outputSchema:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="549"/>
        <source>The tool declares no outputSchema.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="560"/>
        <source>The call failed on this side: %1 (code %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="561"/>
        <source>JSON-RPC error %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="566"/>
        <source>data: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/resultviewer.cpp" line="569"/>
        <source>The tool reported an error (isError). Its content below says what went wrong.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SchemaForm</name>
    <message>
        <location filename="../views/schemafield.cpp" line="90"/>
        <location filename="../views/schemaform.cpp" line="257"/>
        <source>arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemafield.cpp" line="113"/>
        <source>e.g. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemafield.cpp" line="125"/>
        <source>matching %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemafield.cpp" line="214"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemafield.cpp" line="237"/>
        <source>&quot;%1&quot; is too large to be sent exactly (whole numbers go up to ±%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemafield.cpp" line="243"/>
        <location filename="../views/schemafield.cpp" line="248"/>
        <source>&quot;%1&quot; is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemafield.cpp" line="244"/>
        <source>&quot;%1&quot; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemafield.cpp" line="252"/>
        <source>&quot;%1&quot; is too large to be sent exactly: write out all its digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemafield.cpp" line="295"/>
        <source>(not sent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemafield.cpp" line="312"/>
        <source>(not set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemafield.cpp" line="337"/>
        <source>%1 (not in the list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemafield.cpp" line="401"/>
        <source>JSON object: {…}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemafield.cpp" line="402"/>
        <source>any JSON value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemafield.cpp" line="420"/>
        <source>%1: not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemacontainerfields.cpp" line="37"/>
        <source>Add item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemacontainerfields.cpp" line="110"/>
        <source>Remove this item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemacontainerfields.cpp" line="210"/>
        <source>Also sent, not in the schema: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemafield.cpp" line="469"/>
        <source>%1, required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemafield.cpp" line="470"/>
        <source>%1, optional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemaform.cpp" line="86"/>
        <source>Fields in &lt;b&gt;bold *&lt;/b&gt; are required; empty fields are not sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemaform.cpp" line="90"/>
        <source>Raw JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemaform.cpp" line="92"/>
        <source>Edit the arguments as JSON text; anything goes, the problems are only listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemaform.cpp" line="99"/>
        <source>Arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemaform.cpp" line="147"/>
        <source>This tool takes no arguments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemaform.cpp" line="147"/>
        <source>The server asks for no fields; accepting just confirms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemaform.cpp" line="237"/>
        <source>Raw JSON: %1 at character %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemaform.cpp" line="239"/>
        <source>Raw JSON: the arguments must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemaform.cpp" line="298"/>
        <source>… and %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemaelicitationfields.cpp" line="166"/>
        <source>— choose —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemaelicitationfields.cpp" line="166"/>
        <source>— none —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemaelicitationfields.cpp" line="271"/>
        <source>This field (type &quot;%1&quot;) cannot be filled in here; it is left out: an elicitation form asks only for text, numbers, yes/no and choices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemaelicitationfields.cpp" line="361"/>
        <source>Required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemaelicitationfields.cpp" line="377"/>
        <source>Pick %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemaelicitationfields.cpp" line="379"/>
        <source>Pick at least %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/schemaelicitationfields.cpp" line="381"/>
        <source>Pick at most %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerConfig</name>
    <message>
        <location filename="../model/session/serverconfig.cpp" line="86"/>
        <source>server &quot;%1&quot;: unknown transport type &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/serverconfig.cpp" line="95"/>
        <source>server &quot;%1&quot;: a url needs an HTTP or WebSocket type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/session/serverconfig.cpp" line="111"/>
        <source>server &quot;%1&quot; has neither a command nor a url</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerDialog</name>
    <message>
        <location filename="../views/serverdialog.ui" line="8"/>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="26"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="29"/>
        <source>The server&apos;s name in the list; it must differ from the other servers&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="16"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="46"/>
        <source>Transport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="49"/>
        <source>How the inspector reaches the server: a local command or a URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="125"/>
        <source>stdio (start a local command)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="126"/>
        <source>Streamable HTTP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="127"/>
        <source>HTTP+SSE (legacy, 2024-11-05)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="128"/>
        <source>WebSocket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="36"/>
        <source>&amp;Transport:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="86"/>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="89"/>
        <source>The program that starts the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="92"/>
        <source>npx, uvx, /path/to/server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="99"/>
        <location filename="../views/serverdialog.ui" line="182"/>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="74"/>
        <source>&amp;Command:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="118"/>
        <source>Arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="121"/>
        <source>The command&apos;s arguments on one line; quote those with spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="124"/>
        <source>-y @modelcontextprotocol/server-everything   (quote arguments with spaces)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="108"/>
        <source>&amp;Arguments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="150"/>
        <source>KEY=value, one per line (added to the inherited environment)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="141"/>
        <source>Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="144"/>
        <source>KEY=value lines added to the inherited environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="131"/>
        <source>&amp;Environment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="169"/>
        <source>Working directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="172"/>
        <source>Where the command runs; empty: the inspector&apos;s own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="175"/>
        <source>(the inspector&apos;s own)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="157"/>
        <source>&amp;Working directory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="217"/>
        <source>URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="220"/>
        <source>The server&apos;s endpoint: http(s):// for HTTP, ws(s):// for WebSocket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="207"/>
        <source>&amp;URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="246"/>
        <source>X-Api-Key: …, one header per line (a bearer token goes under Authorization)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="237"/>
        <source>Headers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="240"/>
        <source>Name: value lines sent with every request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="227"/>
        <source>&amp;Headers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="259"/>
        <source>Authorization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="275"/>
        <source>Authorization mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="278"/>
        <source>How the inspector proves who it is to this server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="132"/>
        <source>Automatic: sign in with OAuth when the server asks (401)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="133"/>
        <source>OAuth with these settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="134"/>
        <source>Static bearer token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="135"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="265"/>
        <source>M&amp;ode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="301"/>
        <source>Client ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="304"/>
        <source>A client id registered with the authorization server beforehand; empty: the inspector registers itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="307"/>
        <source>(register automatically)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="291"/>
        <source>Client &amp;ID:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="324"/>
        <source>Client secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="327"/>
        <source>The secret of a pre-registered confidential client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="333"/>
        <source>(public client)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="314"/>
        <source>Client s&amp;ecret:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="353"/>
        <source>Client metadata URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="356"/>
        <source>An https URL of a Client ID Metadata Document, used as the client id where the server supports it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="350"/>
        <source>Client ID Metadata Document (CIMD): used as the client id where the authorization server supports it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="340"/>
        <source>Client &amp;metadata URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="376"/>
        <source>Scopes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="379"/>
        <source>Scopes to ask for, separated by spaces; empty: those the server asks for, else those it supports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="382"/>
        <source>(what the server asks for)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="366"/>
        <source>S&amp;copes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="399"/>
        <source>Grant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="402"/>
        <source>How the inspector gets its tokens: a person signs in, or the client itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="137"/>
        <source>Sign in with a browser (authorization code)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="138"/>
        <source>Client credentials (no browser)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="389"/>
        <source>&amp;Grant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="428"/>
        <source>Redirect port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="431"/>
        <source>The port on 127.0.0.1 the browser comes back to; 0: any free port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="434"/>
        <source>any free port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="425"/>
        <source>A pre-registered client may need a fixed redirect port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="415"/>
        <source>Redirect &amp;port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="454"/>
        <source>Bearer token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="457"/>
        <source>Sent as &quot;Authorization: Bearer&quot; with every request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="444"/>
        <source>&amp;Bearer token:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="467"/>
        <source>Secrets are kept in the desktop&apos;s secret store, never in the settings file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="480"/>
        <source>Protocol and timeouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="496"/>
        <source>Era</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="499"/>
        <source>Which protocol generation to speak, or detect it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="139"/>
        <source>Auto: try 2026-07-28, fall back to initialize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="140"/>
        <source>Legacy: initialize handshake (2024-11-05 … 2025-11-25)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="141"/>
        <source>Modern: 2026-07-28 per-request metadata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="486"/>
        <source>E&amp;ra:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="525"/>
        <source>Request timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="528"/>
        <source>Seconds a request may go without any sign of life; 0: no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="534"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="531"/>
        <location filename="../views/serverdialog.ui" line="570"/>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="522"/>
        <source>How long a request may go without any sign of life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="512"/>
        <source>Request &amp;timeout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="544"/>
        <source>Progress notifications restart the timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="564"/>
        <source>Maximum total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="567"/>
        <source>Minutes from sending a request to its answer, progress or not; 0: no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="573"/>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="561"/>
        <source>Hard limit from sending a request to its answer, progress or not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="551"/>
        <source>&amp;Maximum total:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.ui" line="583"/>
        <source>Timeouts pause while you answer a prompt of the request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="228"/>
        <source>Cross-app access (enterprise identity provider)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="229"/>
        <source>Workload identity (JWT bearer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="94"/>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="95"/>
        <location filename="../views/serverdialog.cpp" line="98"/>
        <source>Show the secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="98"/>
        <source>Hide the secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="25"/>
        <source>Give the server a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="311"/>
        <source>Another server is already called &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="27"/>
        <source>Enter the command that starts the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="319"/>
        <source>Environment line &quot;%1&quot; is not KEY=value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="29"/>
        <source>Enter the server&apos;s URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="31"/>
        <source>The URL is not valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="33"/>
        <source>A WebSocket URL starts with ws:// or wss://.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="35"/>
        <source>An HTTP URL starts with http:// or https://.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="321"/>
        <source>Header line &quot;%1&quot; is not Name: value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="37"/>
        <source>Enter the bearer token, or choose another authorization mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="40"/>
        <source>Workload identity needs a client ID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="41"/>
        <source>Client credentials need a client ID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="43"/>
        <source>The client metadata URL must be an https:// URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="372"/>
        <source>The server is started with this command; its stderr goes to the server&apos;s log in the Traffic tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="374"/>
        <source>Headers are sent with every request (Authorization…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="380"/>
        <source>Server Program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverdialog.cpp" line="388"/>
        <source>Working Directory</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerListWidget</name>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="163"/>
        <source>No servers yet.

Press Add to configure one or Import the mcpServers JSON of a desktop MCP host, or Add Protected Demo Server to try OAuth sign-in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="168"/>
        <source>Servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="169"/>
        <source>The configured servers and the state of their connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="180"/>
        <source>Add Server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="181"/>
        <source>Add a server: stdio command, Streamable HTTP, SSE or WebSocket URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="182"/>
        <source>Edit Server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="183"/>
        <location filename="../views/serverlistwidget.cpp" line="394"/>
        <source>Remove Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="184"/>
        <location filename="../views/serverlistwidget.cpp" line="444"/>
        <source>Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="186"/>
        <source>Import mcpServers JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="187"/>
        <source>Import the servers of a desktop MCP host (claude_desktop_config.json, mcp.json…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="189"/>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="190"/>
        <source>Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="191"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="192"/>
        <location filename="../views/serverlistwidget.cpp" line="424"/>
        <location filename="../views/serverlistwidget.cpp" line="434"/>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="193"/>
        <location filename="../views/serverlistwidget.cpp" line="451"/>
        <source>Sign In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="196"/>
        <source>Add Protected Demo Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="200"/>
        <source>The demo server (mcp-async-demo-server) is not installed next to the inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="203"/>
        <source>Start the demo server with OAuth sign-in on 127.0.0.1 while the inspector runs, and connect to it: your browser asks you to approve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="148"/>
        <source>it did not say where it listens within %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="281"/>
        <source>Demo server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="329"/>
        <source>not a JSON object: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="337"/>
        <source>server &quot;%1&quot; is not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="357"/>
        <source>Add Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="359"/>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="375"/>
        <source>Edit Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="395"/>
        <source>Remove &quot;%1&quot;? Its operations stay in the table until cleared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="419"/>
        <source>Import mcpServers JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="419"/>
        <source>JSON files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="424"/>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="429"/>
        <source>Imported 1 server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="429"/>
        <source>Imported %1 servers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="431"/>
        <source>Skipped:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="433"/>
        <source>Select a server and press Connect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="444"/>
        <source>Disconnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="447"/>
        <source>Disconnect from the selected server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="447"/>
        <source>Connect to the selected server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="451"/>
        <source>Sign Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="452"/>
        <source>Authorization applies to Streamable HTTP servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="453"/>
        <source>Forget the tokens of the selected server and revoke them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="454"/>
        <source>Sign in to the selected server with OAuth (opens your browser)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="488"/>
        <source>Cannot start the protected demo server: mcp-async-demo-server is not installed next to the inspector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="513"/>
        <source>it crashed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="513"/>
        <source>exit code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="524"/>
        <source>The protected demo server has stopped (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="526"/>
        <source>Starting the protected demo server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="546"/>
        <source>The protected demo server listens on %1 until the inspector quits; approve the sign-in in your browser.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="559"/>
        <source>Demo server (OAuth)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="571"/>
        <source>The protected demo server listens on %1 until the inspector quits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverlistwidget.cpp" line="588"/>
        <source>Could not start the protected demo server: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerMenu</name>
    <message>
        <location filename="../views/servermenu.cpp" line="18"/>
        <source>&amp;Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/servermenu.cpp" line="32"/>
        <source>&amp;Load Test…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/servermenu.cpp" line="34"/>
        <source>Run the selected tool many times at once, in any dialect, and chart how long each took</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/servermenu.cpp" line="35"/>
        <source>Fa&amp;ults…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/servermenu.cpp" line="37"/>
        <source>Commit faults between the inspector and the selected server: latency, a dropped link, 5xx answers, lost or repeated messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/servermenu.cpp" line="51"/>
        <source>Select a server first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerPanel</name>
    <message>
        <location filename="../views/serverpanel.cpp" line="55"/>
        <source>What the server and this client declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverpanel.cpp" line="57"/>
        <source>The server&apos;s name, version, instructions, era and capabilities, and this client&apos;s info and capabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverpanel.cpp" line="58"/>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverpanel.cpp" line="58"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverpanel.cpp" line="74"/>
        <source>&amp;Ping now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverpanel.cpp" line="81"/>
        <source>&amp;Every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverpanel.cpp" line="90"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverpanel.cpp" line="91"/>
        <source>Ping interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverpanel.cpp" line="92"/>
        <source>Seconds between two probes while this tab is shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverpanel.cpp" line="102"/>
        <source>Round-trip time chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverpanel.cpp" line="109"/>
        <source>probe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverpanel.cpp" line="110"/>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverpanel.cpp" line="144"/>
        <source>%1 is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverpanel.cpp" line="145"/>
        <source>Select a server to see what it declared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverpanel.cpp" line="181"/>
        <source>%1: %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/serverpanel.cpp" line="182"/>
        <source>%1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SilenceSetting</name>
    <message>
        <location filename="../views/silencesetting.cpp" line="27"/>
        <source>From Each Operation&apos;s Rhythm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/silencesetting.cpp" line="27"/>
        <source>30 Seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/silencesetting.cpp" line="28"/>
        <source>1 Minute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/silencesetting.cpp" line="28"/>
        <source>5 Minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/silencesetting.cpp" line="28"/>
        <source>15 Minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/silencesetting.cpp" line="29"/>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/silencesetting.cpp" line="30"/>
        <source>Mark a working operation silent when it has sent nothing new (no progress, no status message) for this long; by default four times its longest recent gap, at least 10 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SkillsView</name>
    <message>
        <location filename="../views/skillsview.cpp" line="27"/>
        <source>not loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="29"/>
        <source>loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="31"/>
        <source>loaded (dynamic: no digests)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="31"/>
        <location filename="../views/skillsview.cpp" line="224"/>
        <location filename="../views/skillsview.cpp" line="226"/>
        <source>verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="33"/>
        <location filename="../views/skillsview.cpp" line="228"/>
        <source>failed verification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="34"/>
        <source>invalid entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="35"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="51"/>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="52"/>
        <source>&amp;Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="60"/>
        <source>List the server&apos;s skills again (skills/list): no file is read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="62"/>
        <source>Read the selected skill&apos;s SKILL.md and verify it against the entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="65"/>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="65"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="65"/>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="65"/>
        <source>URI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="67"/>
        <source>Skills and their files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="74"/>
        <source>Content of the selected skill or file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="75"/>
        <source>The SKILL.md or file, shown only once it was read and verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="76"/>
        <source>Each skill with its state (not loaded, verified, failed) and its files; Enter loads a skill or reads a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="78"/>
        <source>Refresh the skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="79"/>
        <source>Load the selected skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="164"/>
        <source>No server selected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="166"/>
        <source>%1 is not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="168"/>
        <source>%1 does not offer skills (the extension %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="171"/>
        <source>Listing the skills of %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="175"/>
        <source>%1 lists no skills.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="177"/>
        <source>Skills of %1: %2. Load one to read its SKILL.md; nothing is read before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="210"/>
        <source>dynamic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="222"/>
        <source>not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="255"/>
        <source>Select a skill.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="267"/>
        <source>Invalid entry: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="269"/>
        <source>Warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="283"/>
        <source>Not read. Load the skill to read its SKILL.md and verify it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="292"/>
        <source>Not read. Double-click to read this file and verify it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="293"/>
        <source>Not read. Load the skill first: its files are read only while it is loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="312"/>
        <source>Not followed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/skillsview.cpp" line="322"/>
        <source>%1 is not a file of this skill&apos;s entry: not read.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TimelineLanes</name>
    <message>
        <location filename="../views/timelinelanes.cpp" line="160"/>
        <source>%1 · tool error</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TimelineView</name>
    <message>
        <location filename="../views/timelineview.cpp" line="53"/>
        <location filename="../views/timelineview.cpp" line="105"/>
        <source>Follow now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/timelineview.cpp" line="54"/>
        <location filename="../views/timelineview.cpp" line="108"/>
        <source>Group by server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/timelineview.cpp" line="58"/>
        <source>Timeline of operations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/timelineview.cpp" line="60"/>
        <source>Each operation is a lane of its statuses over time; click a lane to select the operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/timelineview.cpp" line="63"/>
        <source>Scroll lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/timelineview.cpp" line="104"/>
        <source>Keep the present at the right edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/timelineview.cpp" line="107"/>
        <source>Group the lanes by server; otherwise in the order they started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/timelineview.cpp" line="111"/>
        <source>Fit All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/timelineview.cpp" line="112"/>
        <source>Show every operation&apos;s whole time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/timelineview.cpp" line="114"/>
        <source>Export Image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/timelineview.cpp" line="115"/>
        <source>Save the timeline as PNG, SVG or PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/timelineview.cpp" line="552"/>
        <source>disconnected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/timelineview.cpp" line="554"/>
        <source>resumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/timelineview.cpp" line="595"/>
        <source>Server %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/timelineview.cpp" line="600"/>
        <source>%1 on %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/timelineview.cpp" line="602"/>
        <source>handle %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/timelineview.cpp" line="608"/>
        <source>%1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/timelineview.cpp" line="610"/>
        <source>%1 from %2 for %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/timelineview.cpp" line="623"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/timelineview.cpp" line="626"/>
        <source>the server may forget it at %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TimeoutFacts</name>
    <message>
        <location filename="../model/protocol/timeoutfacts.cpp" line="22"/>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/timeoutfacts.cpp" line="25"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/timeoutfacts.cpp" line="27"/>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/timeoutfacts.cpp" line="27"/>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/timeoutfacts.cpp" line="28"/>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/timeoutfacts.cpp" line="28"/>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/timeoutfacts.cpp" line="34"/>
        <source>no answer within the maximum total time of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/timeoutfacts.cpp" line="35"/>
        <source>no answer or progress for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/timeoutfacts.cpp" line="36"/>
        <source>no answer within %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/timeoutfacts.cpp" line="43"/>
        <source>the server sent no progress for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/timeoutfacts.cpp" line="46"/>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/timeoutfacts.cpp" line="53"/>
        <source>once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/timeoutfacts.cpp" line="53"/>
        <source>%1 times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/timeoutfacts.cpp" line="54"/>
        <source>the server sent progress %1, the last (%2) %3 ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/timeoutfacts.cpp" line="59"/>
        <source>its clocks stood still for %1 while a person answered or the link was down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/timeoutfacts.cpp" line="61"/>
        <source>nothing at all came from the server in the %1 since it was sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/timeoutfacts.cpp" line="63"/>
        <source>its last message of any kind came %1 ago</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToolInfo</name>
    <message>
        <location filename="../model/protocol/toolinfo.cpp" line="44"/>
        <source>x-mcp-header on %1 is not reachable through properties only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/toolinfo.cpp" line="48"/>
        <source>x-mcp-header &quot;%1&quot; on %2 is not an HTTP token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/toolinfo.cpp" line="53"/>
        <source>x-mcp-header on %1 needs a string, integer or boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/toolinfo.cpp" line="58"/>
        <source>x-mcp-header &quot;%1&quot; is used twice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToolsView</name>
    <message>
        <location filename="../views/toolsview.cpp" line="143"/>
        <source>Find a tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/toolsview.cpp" line="144"/>
        <source>Filters the tools by name, title or description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/toolsview.cpp" line="146"/>
        <source>Search tools by name, title or description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/toolsview.cpp" line="149"/>
        <source>Async-capable only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/toolsview.cpp" line="151"/>
        <source>Show only tools that declare preferAsync, invocationMode or taskSupport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/toolsview.cpp" line="158"/>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/toolsview.cpp" line="159"/>
        <source>The tools of the selected server, with their async markers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/toolsview.cpp" line="167"/>
        <source>Tool description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/toolsview.cpp" line="168"/>
        <source>The selected tool&apos;s description and input schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/toolsview.cpp" line="272"/>
        <source>Select a server on the left to see its tools.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/toolsview.cpp" line="275"/>
        <source>Connecting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/toolsview.cpp" line="276"/>
        <source>%1 is %2.

Connect it to see its tools.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/toolsview.cpp" line="280"/>
        <source>%1 has no tools.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/toolsview.cpp" line="282"/>
        <source>No tool matches “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/toolsview.cpp" line="283"/>
        <source>None of the %1 tools of %2 declares an async marker.

Untick Ǌsync-capable only” to see them all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/toolsview.cpp" line="313"/>
        <source>The description, markers, annotations and schemas of the selected tool appear here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/toolsview.cpp" line="337"/>
        <source>Dialects:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/toolsview.cpp" line="338"/>
        <source>%1 — the tool requires an async dialect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/toolsview.cpp" line="341"/>
        <source>Annotations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/toolsview.cpp" line="353"/>
        <source>Input schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/toolsview.cpp" line="355"/>
        <source>Output schema</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrafficView</name>
    <message>
        <location filename="../views/trafficview.cpp" line="94"/>
        <source>Direction filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="95"/>
        <source>Shows the messages going one way, or both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="96"/>
        <source>Both ways</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="97"/>
        <source>← From server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="98"/>
        <source>→ To server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="102"/>
        <source>Search messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="103"/>
        <source>Shows the messages whose method, id or JSON contains this text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="105"/>
        <source>Search method, id or JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="118"/>
        <source>Requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="119"/>
        <source>Responses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="120"/>
        <source>Notifications</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="121"/>
        <source>Errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="123"/>
        <source>Faults only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="125"/>
        <source>Show only the messages that fail the wire check of their protocol version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="132"/>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="134"/>
        <source>Copy the selected messages as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="135"/>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="137"/>
        <source>Save the messages as JSON lines: those the filters show, or all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="138"/>
        <source>All Servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="141"/>
        <source>Show the traffic of every server in one list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="160"/>
        <source>Edit and Resend…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="162"/>
        <source>Edit the selected request and send it again as a new one (Ctrl+Shift+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="307"/>
        <source>Exported %1 messages to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="324"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="326"/>
        <source>Only the messages of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="407"/>
        <source>⚠ Fails the wire check: %1

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="466"/>
        <source>%1 · every server, since this view was first opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="143"/>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="145"/>
        <source>Remove every message from the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="207"/>
        <source>Show All Messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="220"/>
        <source>Messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="221"/>
        <source>The JSON-RPC messages of this server, oldest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="237"/>
        <source>Message JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="238"/>
        <source>The selected message as indented JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="241"/>
        <source>Select a message to see its JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="298"/>
        <location filename="../views/trafficview.cpp" line="303"/>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="397"/>
        <source>
… (%1 bytes in all, shown as received and cut; copy or export to see all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="398"/>
        <source>
(%1 bytes, shown as received: too large to indent here)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="404"/>
        <source>
… (%1 more characters; export to see all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="441"/>
        <location filename="../views/trafficview.cpp" line="453"/>
        <source>Export messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="442"/>
        <source>The filters show %1 of the %2 messages. Which do you want to export?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="445"/>
        <source>The %1 Shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="446"/>
        <source>All %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="453"/>
        <source>JSON lines (*.jsonl);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../views/trafficview.cpp" line="462"/>
        <source>%n message(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="462"/>
        <source>%1 of %2 messages shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="464"/>
        <source>%1 · %2 older ones dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="468"/>
        <source>No server selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/trafficview.cpp" line="470"/>
        <source>%1 · not following (scroll to the bottom to follow)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UserGuide</name>
    <message>
        <location filename="../views/userguide.cpp" line="31"/>
        <source>MCP Async Inspector User Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/userguide.cpp" line="32"/>
        <source>User guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/userguide.cpp" line="41"/>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/userguide.cpp" line="42"/>
        <source>The sections of the guide; choose one to go to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/userguide.cpp" line="45"/>
        <source>Guide text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/userguide.cpp" line="61"/>
        <source>Close the guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/userguide.cpp" line="166"/>
        <source>Choose a section on the left to go to it. The manual page mcp-async-inspector(1) has a summary.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/userguide.cpp" line="168"/>
        <source>The guide is missing from this build (%1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WireCheck</name>
    <message>
        <location filename="../model/protocol/wirecheck.cpp" line="101"/>
        <source>%1 (and %2 more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/wirecheck.cpp" line="113"/>
        <source>not a JSON-RPC 2.0 message: &quot;jsonrpc&quot; must be &quot;2.0&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/wirecheck.cpp" line="118"/>
        <source>not a JSON-RPC message: &quot;method&quot; must be text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/wirecheck.cpp" line="120"/>
        <source>%1: the id must be text or a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/wirecheck.cpp" line="123"/>
        <source>%1: params must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/wirecheck.cpp" line="129"/>
        <source>not a JSON-RPC message: a response has either a result or an error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/wirecheck.cpp" line="132"/>
        <source>not a JSON-RPC message: a result&apos;s id must be text or a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/wirecheck.cpp" line="134"/>
        <source>not a JSON-RPC message: a result must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/wirecheck.cpp" line="138"/>
        <source>not a JSON-RPC message: an error&apos;s id must be text, a whole number or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/wirecheck.cpp" line="142"/>
        <source>error: the code must be a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/wirecheck.cpp" line="144"/>
        <source>error: the message must be text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/wirecheck.cpp" line="242"/>
        <source>%1, and it was answered as if it were not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/wirecheck.cpp" line="261"/>
        <source>%1 is not a request of protocol %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/wirecheck.cpp" line="264"/>
        <source>the request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/wirecheck.cpp" line="265"/>
        <source>%1 request: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/wirecheck.cpp" line="276"/>
        <source>%1 is not a notification of protocol %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/wirecheck.cpp" line="279"/>
        <source>the notification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/wirecheck.cpp" line="280"/>
        <location filename="../model/protocol/wirecheck.cpp" line="293"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/wirecheck.cpp" line="292"/>
        <source>the result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/wirecheck.cpp" line="300"/>
        <source>tasks/result result (of %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/wirecheck.cpp" line="308"/>
        <source>%1 task result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/wirecheck.cpp" line="313"/>
        <source>tools/call task result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/wirecheck.cpp" line="315"/>
        <source>%1 input_required result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../model/protocol/wirecheck.cpp" line="317"/>
        <source>%1 result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/demotour.cpp" line="127"/>
        <source>Edit Server</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
