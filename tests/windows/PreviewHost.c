/* A stand-in for Windows' screensaver settings dialogue, for the tests under Wine: a window of
 * another program's with a preview box in it (152 x 112, the size of the Control Panel's little
 * monitor), into which it starts the screensaver as Windows does: "SCR /p HWND".
 *
 *   PreviewHost.exe SCR SECONDS
 *
 * Prints, a line each, as they happen:
 *   preview HWND X Y WIDTH HEIGHT    the box: its handle, and where it is on the screen
 *   children N CLASS                 after SECONDS: the windows inside the box, and the first one's class
 *   exit CODE                        once the box's window is gone: how the screensaver ended
 *   still running                    ... or that it had not ended 10 s later (it is then killed)
 * Exit code 0 when the screensaver drew in a window inside the box and ended by itself once the
 * dialogue closed; 1 otherwise. Built with mingw-w64 beside zcity (tests/CMakeLists.txt); never
 * shipped.
 */
#define WIN32_LEAN_AND_MEAN
#include <windows.h>

#include <stdio.h>
#include <stdlib.h>
#include <wchar.h>

static LRESULT CALLBACK dialogueProcedure(HWND window, UINT message, WPARAM w, LPARAM l) {
    if (message == WM_DESTROY) {
        PostQuitMessage(0);
        return 0;
    }
    return DefWindowProcW(window, message, w, l);
}

/* Runs the message loop for `milliseconds`, as the dialogue would while the preview runs. */
static void pumpMessages(DWORD milliseconds) {
    const DWORD end = GetTickCount() + milliseconds;
    for (;;) {
        const DWORD now = GetTickCount();
        if ((LONG)(end - now) <= 0) return;
        MsgWaitForMultipleObjects(0, NULL, FALSE, end - now, QS_ALLINPUT);
        MSG message;
        while (PeekMessageW(&message, NULL, 0, 0, PM_REMOVE)) {
            TranslateMessage(&message);
            DispatchMessageW(&message);
        }
    }
}

int wmain(int argc, wchar_t** argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: PreviewHost.exe SCR SECONDS\n");
        return 2;
    }
    const DWORD milliseconds = (DWORD)(_wtof(argv[2]) * 1000);
    const HINSTANCE instance = GetModuleHandleW(NULL);
    WNDCLASSW dialogueClass = {0};
    dialogueClass.lpfnWndProc = dialogueProcedure;
    dialogueClass.hInstance = instance;
    dialogueClass.hbrBackground = (HBRUSH)GetStockObject(GRAY_BRUSH);
    dialogueClass.lpszClassName = L"zcityPreviewHost";
    RegisterClassW(&dialogueClass);
    const HWND dialogue = CreateWindowExW(0, L"zcityPreviewHost", L"Screen Saver Settings", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                                          100, 100, 400, 300, NULL, NULL, instance, NULL);
    /* The box: a plain child window, black, which the screensaver is to fill. */
    const HWND box = CreateWindowExW(0, L"STATIC", L"", WS_CHILD | WS_VISIBLE | SS_BLACKRECT, 40, 40, 152, 112,
                                     dialogue, NULL, instance, NULL);
    if (!dialogue || !box) {
        fprintf(stderr, "PreviewHost: cannot make its windows\n");
        return 1;
    }
    pumpMessages(200);
    POINT corner = {0, 0};
    ClientToScreen(box, &corner);
    /* The box's size as Windows has it, not as this program asked: the test holds the preview to it. */
    RECT inside = {0, 0, 0, 0};
    GetClientRect(box, &inside);
    printf("preview %llu %ld %ld %ld %ld\n", (unsigned long long)(UINT_PTR)box, corner.x, corner.y, inside.right - inside.left,
           inside.bottom - inside.top);
    fflush(stdout);

    wchar_t command[1024];
    swprintf(command, 1024, L"\"%ls\" /p %llu", argv[1], (unsigned long long)(UINT_PTR)box);
    STARTUPINFOW startup = {0};
    startup.cb = sizeof startup;
    PROCESS_INFORMATION process = {0};
    if (!CreateProcessW(NULL, command, NULL, NULL, FALSE, 0, NULL, NULL, &startup, &process)) {
        fprintf(stderr, "PreviewHost: cannot start %ls (error %lu)\n", argv[1], GetLastError());
        return 1;
    }
    pumpMessages(milliseconds);

    int children = 0;
    wchar_t className[64] = L"(none)";
    for (HWND child = GetWindow(box, GW_CHILD); child; child = GetWindow(child, GW_HWNDNEXT)) {
        if (children++ == 0) GetClassNameW(child, className, 64);
    }
    printf("children %d %ls\n", children, className);
    fflush(stdout);

    /* The dialogue closes (OK, Cancel, or another screensaver chosen): its windows go, and the
     * preview must end by itself. */
    DestroyWindow(dialogue);
    pumpMessages(100);
    int ended = WaitForSingleObject(process.hProcess, 10000) == WAIT_OBJECT_0;
    if (ended) {
        DWORD code = 0;
        GetExitCodeProcess(process.hProcess, &code);
        printf("exit %lu\n", code);
    } else {
        printf("still running\n");
        TerminateProcess(process.hProcess, 1);
    }
    fflush(stdout);
    return children > 0 && ended ? 0 : 1;
}
